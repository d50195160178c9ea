/** @jest-environment node */
import { createServer, type AddressInfo } from 'node:net';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher';
import { sendTestMail } from './testMail';

const MAIL_FROM = 'NaijaHomes <no-reply@naijahomes.test>';

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());

function capture() {
  const lines: string[] = [];
  return { lines, out: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
}

test('npm run mail:test sends one mail at once and says what the server answered', async () => {
  const { lines, out } = capture();
  expect(await sendTestMail({ SMTP_URL: catcher.url, MAIL_FROM, APP_URL: 'https://naijahomes.example' }, 'ops@example.com', out)).toBe(0);
  const [arrived] = catcher.received.filter((mail) => mail.to.includes('ops@example.com'));
  expect(arrived?.parsed.subject).toBe('NaijaHomes test e-mail');
  expect(arrived?.parsed.from?.value).toEqual([{ name: 'NaijaHomes', address: 'no-reply@naijahomes.test' }]);
  expect(arrived?.parsed.text).toContain('https://naijahomes.example');
  expect(arrived?.parsed.html).toContain('href="https://naijahomes.example"');
  expect(lines[0]).toBe(`Connected to 127.0.0.1:${catcher.port} and logged in.`);
  expect(lines[1]).toMatch(/^Sent to ops@example.com: the server answered "250 .*" \(Message-ID <.+@naijahomes.test>\)\.$/);
  // The password in SMTP_URL is never printed.
  expect(lines.join('\n')).not.toContain('secret');
});

test('it says what is wrong: no address, SMTP_URL unset, a wrong password, nothing listening', async () => {
  const before = catcher.received.length;
  const run = async (environment: NodeJS.ProcessEnv, to: string | undefined) => {
    const { lines, out } = capture();
    const code = await sendTestMail(environment, to, out, { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000 });
    return { code, said: lines.join('\n') };
  };
  expect(await run({ SMTP_URL: catcher.url, MAIL_FROM }, undefined)).toEqual({ code: 2, said: expect.stringContaining('Usage: npm run mail:test -- you@example.com') });
  expect(await run({ SMTP_URL: catcher.url, MAIL_FROM }, 'not an address')).toMatchObject({ code: 2 });
  expect(await run({}, 'ops@example.com')).toEqual({ code: 1, said: expect.stringContaining('SMTP_URL is not set') });
  expect(await run({ SMTP_URL: catcher.url }, 'ops@example.com')).toEqual({ code: 1, said: expect.stringContaining('MAIL_FROM is not') });

  const wrongPassword = await run({ SMTP_URL: catcher.url.replace(':secret@', ':wrong@'), MAIL_FROM }, 'ops@example.com');
  expect(wrongPassword.code).toBe(1);
  expect(wrongPassword.said).toContain('EAUTH');
  expect(wrongPassword.said).toContain('check the user and password in SMTP_URL');
  expect(wrongPassword.said).not.toContain('wrong@');

  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const nobody = await run({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM }, 'ops@example.com');
  expect(nobody.code).toBe(1);
  expect(nobody.said).toContain("Nothing answered there: check SMTP_URL's host and port");
  expect(catcher.received).toHaveLength(before);
});
