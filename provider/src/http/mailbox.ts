/**
 * The mailbox an e-mail address delivers to, for counting what one person does (never for sending):
 * lower case, without a `+tag` (most providers deliver `name+anything@` to `name@`), and for Gmail
 * without dots, which it ignores (`a.b+x@gmail.com`, `ab@googlemail.com` and `AB@gmail.com` are one
 * mailbox). Without this, one inbox counts as any number of reporters.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  const [name = ''] = lower.slice(0, at).split('+');
  return GMAIL_DOMAINS.has(domain) ? `${name.replaceAll('.', '')}@gmail.com` : `${name}@${domain}`;
}
