import { mailboxOf } from './mailbox';

test('plus tags, and Gmail dots and its other domain, name one mailbox', () => {
  for (const variant of ['ab@gmail.com', 'A.B@gmail.com', 'a.b+x@gmail.com', 'ab+reports+2@googlemail.com', ' AB@Gmail.com ']) {
    expect(mailboxOf(variant)).toBe('ab@gmail.com');
  }
  expect(mailboxOf('Tenant+lekki@Example.com')).toBe('tenant@example.com');
});

test('dots elsewhere are kept (other providers deliver a.b and ab to different people), as are other domains', () => {
  expect(mailboxOf('a.b@example.com')).toBe('a.b@example.com');
  expect(mailboxOf('ab@example.com')).not.toBe(mailboxOf('a.b@example.com'));
  expect(mailboxOf('ab@gmail.com.example')).toBe('ab@gmail.com.example');
});
