import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { from: string; to: string[]; user: string | undefined; parsed: ParsedMail; raw: string };

/** A refusal the catcher answers instead of accepting, e.g. `{ code: 451, message: 'Try later' }`. */
export type Refusal = { code: number; message: string };

export type SmtpCatcher = {
  /** smtp://mailer:secret@127.0.0.1:<port>, the address to put in SMTP_URL. */
  url: string;
  port: number;
  received: CaughtMail[];
  /** The answer to the next messages' DATA: each call of `refuse` is used once, in order. */
  refuse(...refusals: Refusal[]): void;
  close(): Promise<void>;
};

export const CATCHER_USER = 'mailer';
export const CATCHER_PASSWORD = 'secret';

/**
 * A real SMTP server on loopback that keeps what it is sent, for tests of delivery: it asks for the
 * login SMTP_URL carries and offers no STARTTLS (the transport does not require it on loopback).
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const refusals: Refusal[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === CATCHER_USER && auth.password === CATCHER_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            const { mailFrom, rcptTo } = session.envelope;
            received.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((address) => address.address), user: session.user as string | undefined, parsed, raw });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${CATCHER_USER}:${CATCHER_PASSWORD}@127.0.0.1:${port}`,
    port,
    received,
    refuse: (...more) => void refusals.push(...more),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
