import { z } from 'zod';
import { loadConfig } from '../config';
import { createSmtpTransport, DeliveryError, type SmtpTimeouts } from './smtp';
import { renderMail } from './template';

type Output = Pick<Console, 'log' | 'error'>;

/** What to check for the usual ways a first delivery fails, by nodemailer's error code. */
const HINTS: [RegExp, string][] = [
  [/EAUTH/, 'The server refused the login: check the user and password in SMTP_URL (percent-encode @, : and / in them).'],
  [/ECONNREFUSED|ECONNECTION|ESOCKET|EDNS|ENOTFOUND/, "Nothing answered there: check SMTP_URL's host and port, and that this machine may reach them."],
  [/ETIMEDOUT|timeout/i, 'The server did not answer in time: check the port (465 for smtps://, 587 or 25 for smtp://) and any firewall.'],
  [/ETLS|EREQUIRETLS|STARTTLS|certificate|SSL|TLS/i, 'TLS failed: use smtps:// for port 465 and smtp:// (STARTTLS) for 587; see docs/deploy.md, "E-mail".'],
];

/**
 * The operator's check of SMTP_URL and MAIL_FROM (`npm run mail:test -- you@example.com`): logs in,
 * then sends one mail straight away, not through the outbox, and says what the server answered or
 * what to fix. Returns the exit code.
 */
export async function sendTestMail(environment: NodeJS.ProcessEnv, to: string | undefined, out: Output = console, timeouts?: SmtpTimeouts): Promise<number> {
  if (!to || !z.email().safeParse(to).success) {
    out.error('Usage: npm run mail:test -- you@example.com (the address to send the test e-mail to)');
    return 2;
  }
  let config;
  try {
    config = loadConfig(environment);
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  if (!config.mail) {
    out.error('SMTP_URL is not set: the provider sends no e-mail and only records each one in its outbox table. Set SMTP_URL and MAIL_FROM (docs/deploy.md, "E-mail").');
    return 1;
  }
  const server = new URL(config.mail.smtpUrl).host;
  const transport = createSmtpTransport(config.mail, timeouts);
  try {
    await transport.verify();
    out.log(`Connected to ${server} and logged in.`);
    const mail = renderMail({
      to,
      subject: 'NaijaHomes test e-mail',
      greeting: undefined,
      blocks: [
        { paragraph: `This is a test e-mail from the NaijaHomes provider, sent through ${server} from ${config.mail.from}.` },
        { paragraph: 'If you can read it, the site can send its confirmations, password resets and alerts.' },
        { link: 'The site', url: config.appUrl },
      ],
    });
    const { messageId, response } = await transport.deliver({ ...mail, date: new Date() });
    out.log(`Sent to ${to}: the server answered "${response}" (Message-ID ${messageId}).`);
    out.log('If it does not arrive, look in the spam folder, and at the SPF, DKIM and DMARC records of the domain in MAIL_FROM.');
    return 0;
  } catch (error) {
    const reason = error instanceof DeliveryError ? error.message : String(error);
    out.error(`Sending through ${server} failed: ${reason}`);
    const hint = HINTS.find(([pattern]) => pattern.test(reason));
    if (hint) out.error(hint[1]);
    return 1;
  } finally {
    transport.close();
  }
}
