/** @jest-environment node */
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher';
import { createSmtpTransport, DeliveryError, smtpTransportOptions } from './smtp';

const from = 'NaijaHomes <no-reply@naijahomes.test>';
const mail = { to: 'someone@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>', date: new Date() };

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());

test('STARTTLS is required unless the server is on this machine', () => {
  const requireTLS = (smtpUrl: string) => smtpTransportOptions({ smtpUrl, from }).requireTLS;
  expect(requireTLS('smtp://smtp.example.com:587')).toBe(true);
  expect(requireTLS('smtp://127.example.com:587')).toBe(true);
  expect(requireTLS('smtp://10.0.0.5:25')).toBe(true);
  expect(requireTLS('smtp://127.0.0.1:2525')).toBe(false);
  expect(requireTLS('smtp://localhost:2525')).toBe(false);
  expect(requireTLS('smtp://[::1]:2525')).toBe(false);
});

test("the URL's own settings win: ?requireTLS=true refuses a server that offers no STARTTLS", async () => {
  const strict = createSmtpTransport({ smtpUrl: `${catcher.url}/?requireTLS=true`, from });
  await expect(strict.deliver(mail)).rejects.toThrow(DeliveryError);
  strict.close();
  expect(catcher.received).toHaveLength(0);
});

test('verify logs in without sending; wrong credentials are named, and are not a refusal of the mail', async () => {
  const good = createSmtpTransport({ smtpUrl: catcher.url, from });
  await expect(good.verify()).resolves.toBeUndefined();
  good.close();

  const wrong = createSmtpTransport({ smtpUrl: catcher.url.replace(':secret@', ':wrong@'), from });
  const failure = await wrong.deliver(mail).catch((error: unknown) => error);
  wrong.close();
  expect(failure).toBeInstanceOf(DeliveryError);
  expect((failure as DeliveryError).message).toMatch(/EAUTH.*535/);
  // Credentials get fixed by the operator: the mails wait for that instead of being given up.
  expect((failure as DeliveryError).permanent).toBe(false);
  expect(catcher.received).toHaveLength(0);
});
