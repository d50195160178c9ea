import { expect } from '@playwright/test';

/** One e-mail the embedded provider would have sent (`GET /__dev/outbox`, newest first). */
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers?: Record<string, string>;
  /** An inspection booking's calendar file (RFC 5545), when the mail carries one. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
  sentAt: string;
};

function providerUrl(): string {
  const url = process.env.E2E_PROVIDER_URL;
  if (!url) throw new Error('E2E_PROVIDER_URL is not set: run the journeys through playwright.config.ts');
  return url;
}

async function readOutbox(): Promise<OutboxMail[]> {
  const response = await fetch(`${providerUrl()}/__dev/outbox`);
  if (!response.ok) throw new Error(`Outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/**
 * Waits for the newest e-mail to `to` holding a link to `pathname`, and returns it with that link as a
 * path with its query, ready for `page.goto` (the provider builds links on the app's public origin).
 */
export async function newestMailLinkingTo(to: string, pathname: string): Promise<{ mail: OutboxMail; link: string }> {
  let found: { mail: OutboxMail; link: URL } | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox()).find((candidate) => candidate.to.toLowerCase() === to.toLowerCase());
        const link = mail?.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
        found = mail && link ? { mail, link } : undefined;
        return found;
      },
      { message: `an e-mail to ${to} with a link to ${pathname}`, timeout: 10_000 },
    )
    .toBeTruthy();
  const { mail, link } = found!;
  return { mail, link: `${link.pathname}${link.search}` };
}

/** The link to `pathname` in the newest e-mail to `to` that has one (see newestMailLinkingTo). */
export async function linkFromNewestMail(to: string, pathname: string): Promise<string> {
  return (await newestMailLinkingTo(to, pathname)).link;
}
