import { errorBodySchema, firstFieldErrors } from './common';

describe('provider error bodies', () => {
  it('parses Detail with ResponseMessage', () => {
    const body = errorBodySchema.parse({ Detail: 'Please review the field errors', ResponseMessage: { email: ['Taken'] } });
    expect(body.Detail).toBe('Please review the field errors');
  });
  it('parses a body with Detail only, and refuses a non-object ResponseMessage', () => {
    expect(errorBodySchema.parse({ Detail: 'Unauthenticated' })).toEqual({ Detail: 'Unauthenticated' });
    expect(errorBodySchema.safeParse({ Detail: 'x', ResponseMessage: 'oops' }).success).toBe(false);
  });
});

describe('firstFieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(firstFieldErrors({ email: ['Taken', 'Invalid'], password: 'Too short' })).toEqual({
      email: 'Taken',
      password: 'Too short',
    });
  });
  it('drops fields without a message and answers undefined when none is left', () => {
    expect(firstFieldErrors({ email: [] })).toBeUndefined();
    expect(firstFieldErrors(undefined)).toBeUndefined();
  });
});
