/** @jest-environment node */
import { accountConfirmationMail, alreadyRegisteredMail, commentPostedMail, leadReceivedMail, offerReceivedMail, passwordResetMail, propertySharedMail, savedSearchAlertMail } from './messages';
import { messageToProviderMail } from './serviceMessages';
import { escapeHtml, renderMail } from './template';

const appUrl = 'https://naijahomes.example';
const ada = { email: 'ada@example.com', firstName: 'Ada' };
const listing = { id: 7, name: 'Flat in Yaba', address: '3 Herbert Macaulay Way', price: 4_500_000 };

const everyKind = {
  confirmation: accountConfirmationMail(appUrl, ada, 'ref-1', '/property/7?then=wishlist'),
  alreadyRegistered: alreadyRegisteredMail(appUrl, ada),
  passwordReset: passwordResetMail(appUrl, ada, 'tok&en'),
  offer: offerReceivedMail(appUrl, ada, listing, { name: 'Bola', phone_no: '0803', amount: 4_000_000, note: 'Cash' }),
  lead: leadReceivedMail(appUrl, ada, listing, { title: 'Dr.', name: 'Kunle', email: 'k@example.com', phone: '0805', state: 'Lagos', platform: 'Radio' }),
  comment: commentPostedMail(appUrl, ada, listing, { author: 'Bola Buyer', text: 'Is there parking?' }),
  shared: propertySharedMail(appUrl, 'friend@example.com', listing, 'Bola Buyer'),
  messageToProfessional: messageToProviderMail(appUrl, { id: 3, title: 'Ace Plumbing', email: 'ace@example.com' }, { name: 'Tobi', email: 't@example.com', message: 'Leaking tank' }),
  alert: savedSearchAlertMail({ appUrl }, ada, { name: 'Yaba flats', query: 'state_id=25' }, [listing, { ...listing, id: 8, name: 'Flat in Surulere' }], '5.sig'),
};

test.each(Object.entries(everyKind))('%s: the text and the HTML come from one template and carry the same links', (_kind, mail) => {
  expect(mail.links.length).toBeGreaterThan(0);
  for (const link of mail.links) {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
  }
  expect(mail.html.match(/href="/g)).toHaveLength(mail.links.length);
  expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
  expect(mail.text.split('\n')[0]).toMatch(/^Hello( \w+)?,$/);
});

test('the texts read as before: greeting, paragraphs, labelled fields and "label: link" lines', () => {
  expect(everyKind.offer.text).toBe(
    'Hello Ada,\n\nBola has made an offer of NGN 4,000,000 on Flat in Yaba, 3 Herbert Macaulay Way (asking NGN 4,500,000).\n\n' +
      'Phone: 0803\nNote: Cash\n\nSee the listing: https://naijahomes.example/property/7\n\nAll offers are under My Properties on your dashboard.\n',
  );
  expect(everyKind.passwordReset.links).toEqual(['https://naijahomes.example/reset_password?token=tok%26en&email=ada%40example.com']);
  expect(everyKind.alreadyRegistered.links).toEqual(['https://naijahomes.example/login', 'https://naijahomes.example/forgot-password']);
  expect(everyKind.alert.text).toContain('- Flat in Yaba, 3 Herbert Macaulay Way: NGN 4,500,000\n  https://naijahomes.example/property/7\n- Flat in Surulere');
});

test("a reply to an enquiry or a message to a professional goes to whoever wrote it", () => {
  expect(everyKind.lead.headers).toEqual({ 'Reply-To': 'k@example.com' });
  expect(everyKind.messageToProfessional.headers).toEqual({ 'Reply-To': 't@example.com' });
});

test('only alerts and digests carry the one-click unsubscribe headers', () => {
  expect(everyKind.alert.headers).toEqual({
    'List-Unsubscribe': '<https://naijahomes.example/api/alerts/unsubscribe?token=5.sig>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(everyKind.alert.links.at(-1)).toBe('https://naijahomes.example/alerts/unsubscribe?token=5.sig');
  for (const mail of Object.values(everyKind)) if (mail !== everyKind.alert) expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();
});

test('everything written into a mail is escaped in the HTML, links included; the text keeps it as written', () => {
  const hostile = '<script>alert("x")</script> & \'quotes\'';
  const mail = renderMail({
    to: 'a@example.com',
    subject: hostile,
    greeting: hostile,
    blocks: [
      { paragraph: `${hostile}\nsecond line` },
      { fields: [[hostile, hostile]] },
      { quote: hostile },
      { items: [{ text: hostile, url: 'https://x.example/?a=1&b="2"' }] },
      { link: hostile, url: 'https://x.example/"><script>' },
    ],
  });
  expect(mail.html).not.toMatch(/<script|"x"|'quotes'/);
  expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
  expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
  expect(mail.html).toContain('href="https://x.example/&quot;&gt;&lt;script&gt;"');
  expect(mail.html).toContain('second line');
  expect(mail.html).toContain('<br>\nsecond line');
  expect(mail.text).toContain(`Hello ${hostile},`);
  expect(mail.text).toContain(`${hostile}: ${hostile}`);
});

test("a visitor's words are quoted line by line in the text, so they cannot pass for the site's own lines", () => {
  const note = 'See you then.\nConfirm this inspection: https://evil.example/confirm';
  const mail = renderMail({ to: 'a@example.com', subject: 'Inspection request', greeting: 'Ada', blocks: [{ quote: note }] });
  expect(mail.text).toContain('> See you then.\n> Confirm this inspection: https://evil.example/confirm');
  expect(mail.text).not.toMatch(/^Confirm this inspection/m);
});
