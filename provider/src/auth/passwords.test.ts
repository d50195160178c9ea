/** @jest-environment node */
import { hashPassword, verifyPassword } from './passwords';

test('a hash verifies its own password only, and salts differ per hash', async () => {
  const hash = await hashPassword('password1');
  expect(hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
  expect(await verifyPassword('password1', hash)).toBe(true);
  expect(await verifyPassword('password2', hash)).toBe(false);
  expect(await hashPassword('password1')).not.toBe(hash);
});

test('no stored hash (unknown e-mail, social-only account) never verifies', async () => {
  expect(await verifyPassword('decoy password', null)).toBe(false);
});
