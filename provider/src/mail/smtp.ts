import { isIP } from 'node:net';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config';
import { isLoopbackAddress } from '../http/callerRanges';
import type { Mail } from './template';

/**
 * A mail as the transport sends it: the outbox row's content, when it was recorded (its Date) and,
 * from the outbox, a key that makes its Message-ID the same on every attempt, so a mail sent twice
 * (a worker that died after the server took it) reads as one to mail clients that look.
 */
export type OutgoingMail = Pick<Mail, 'to' | 'subject' | 'text' | 'html' | 'headers' | 'calendar'> & { date: Date; messageKey?: string };

export type MailTransport = {
  /** Resolves once the SMTP server accepted the mail; rejects with a DeliveryError otherwise. */
  deliver(mail: OutgoingMail): Promise<{ messageId: string; response: string }>;
  /** Connects and logs in without sending anything: the operator's check (npm run mail:test). */
  verify(): Promise<void>;
  close(): void;
};

/** Why a delivery failed, and whether trying again later can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    /** The server refused this mail itself (a 5xx to its sender, recipient or content): retrying sends the same refusal. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

type NodemailerError = Error & { code?: string; responseCode?: number; response?: string };

function deliveryError(error: unknown): DeliveryError {
  const failure = error as NodemailerError;
  const refusedMail = (failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE') && (failure.responseCode ?? 0) >= 500;
  const detail = [failure.code, failure.response ?? failure.message].filter(Boolean).join(': ');
  return new DeliveryError(detail || String(error), refusedMail);
}

export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };

/** A slow or silent server fails the attempt in seconds, well inside the delivery lease (delivery.ts). */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** A URL's host on this machine: `localhost`, or a loopback IP (not a name such as 127.example.com). */
function isLoopbackHost(hostname: string): boolean {
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  return address === 'localhost' || (isIP(address) !== 0 && isLoopbackAddress(address));
}

/**
 * The transport's options: a small pool of kept-open connections, timeouts, and on smtp:// STARTTLS
 * required unless the server is on this machine, so the reset links in the mails never cross a
 * network in clear when a server (or someone in between) leaves it out. A query in SMTP_URL
 * (`?requireTLS=false`) overrides any of these: nodemailer lets the URL's settings win.
 */
export function smtpTransportOptions(settings: MailSettings, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS) {
  return {
    url: settings.smtpUrl,
    pool: true as const,
    maxConnections: 2,
    requireTLS: !isLoopbackHost(new URL(settings.smtpUrl).hostname),
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    // The mails carry no attachments but a calendar made in memory: nothing may read a file or fetch an address into one.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Sends through the SMTP server of SMTP_URL, from MAIL_FROM. */
export function createSmtpTransport(settings: MailSettings, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): MailTransport {
  const transporter = createTransport(smtpTransportOptions(settings, timeouts), { from: settings.from });
  const fromDomain = /@([^\s<>@]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  return {
    async deliver(mail) {
      try {
        const info = await transporter.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html || undefined,
          headers: mail.headers,
          ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content, filename: 'inspection.ics' } } : {}),
          date: mail.date,
          ...(mail.messageKey ? { messageId: `<${mail.messageKey}@${fromDomain}>` } : {}),
        });
        return { messageId: info.messageId, response: info.response };
      } catch (error) {
        throw deliveryError(error);
      }
    },
    async verify() {
      try {
        await transporter.verify();
      } catch (error) {
        throw deliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}
