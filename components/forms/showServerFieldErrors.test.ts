import { showServerFieldErrors } from './showServerFieldErrors';

describe('showServerFieldErrors', () => {
  it("puts each known field's message under it and focuses the first in the form's order", () => {
    const setError = jest.fn();
    const named = showServerFieldErrors(setError, ['name', 'email', 'phone'], { phone: 'Too short', email: 'Taken', other: 'Not a field' });
    expect(named).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
    ]);
  });

  it('answers false when the server named none of the fields, so the banner takes focus', () => {
    const setError = jest.fn();
    expect(showServerFieldErrors(setError, ['name'], { other: 'x' })).toBe(false);
    expect(showServerFieldErrors(setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
