import { expect } from '@playwright/test';

/** One text the sandbox's stand-in SMS sender recorded (`GET /__dev/sms-outbox`, newest first). */
type Sms = { to: string; text: string; sentAt: string };

/** Waits for the newest code texted to `to` (in +234 form) and returns its six digits. */
export async function newestCodeTextedTo(to: string): Promise<string> {
  const url = process.env.E2E_PROVIDER_URL;
  if (!url) throw new Error('E2E_PROVIDER_URL is not set: run the journeys through playwright.config.ts');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await (await fetch(`${url}/__dev/sms-outbox`)).json()) as Sms[];
        code = /\b(\d{6})\b/.exec(texts.find((sms) => sms.to === to)?.text ?? '')?.[1];
        return code;
      },
      { message: `a code texted to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}
