import { sessionResponseSchema } from './session';
import { isSessionResponse } from './session-guard';

const user = { userID: 7, name: 'Chidinma Okafor', email: 'buyer@example.com', serviceProvider: false };

const samples: unknown[] = [
  { user },
  { user: null },
  { user: { ...user, userID: 7.5 } },
  { user: { ...user, userID: '7' } },
  { user: { ...user, serviceProvider: 'no' } },
  { user: { name: 'x' } },
  { user: 'someone' },
  {},
  null,
  'signed in',
];

describe('isSessionResponse', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with the zod schema on %s', (_label, sample) => {
    expect(isSessionResponse(sample)).toBe(sessionResponseSchema.safeParse(sample).success);
  });

  it('accepts a signed-in and a signed-out answer', () => {
    expect(isSessionResponse({ user })).toBe(true);
    expect(isSessionResponse({ user: null })).toBe(true);
  });
});
