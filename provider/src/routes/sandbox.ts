import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { createOneTimeLink } from '../auth/oneTimeLinks';
import { SOCIAL_PROVIDERS } from '../auth/socialProviders';
import { ensureSandboxSocialUser, sandboxSocialEmail } from '../auth/socialSandbox';
import { outbox, smsOutbox } from '../db/schema';
import { sendDailyDigests } from '../queries/savedSearchAlerts';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { requiredText } from '../http/fields';
import { fieldErrorsOf, parseJsonBody } from '../http/validation';
import { freshnessClock } from '../clock';
import { sendConfirmationReminders } from '../freshness/reminders';
import { runBookingTimers } from '../bookings/timers';

const authorizationRequest = z.object({ redirect_uri: requiredText, state: requiredText });

/**
 * Stand-ins for the outside world, mounted only in sandbox mode: the e-mail outbox and the social
 * networks' authorization pages.
 */
export function sandboxRoutes({ db, config, jobs }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  /** Only addresses inside the web app, so the sandbox cannot be used to bounce users elsewhere. */
  const isAppAddress = (uri: string) =>
    uri === config.appUrl || ['/', '?', '#'].some((next) => uri.startsWith(config.appUrl + next));

  routes.get('/__dev/outbox', async (c) => {
    const mails = await db.select().from(outbox).orderBy(desc(outbox.sentAt), desc(outbox.id));
    return c.json(
      mails.map(({ to, subject, text, html, links, headers, calendar, sentAt, delivery, attempts, lastError, deliveredAt }) => ({
        to,
        subject,
        text,
        html,
        links,
        headers,
        calendar,
        sentAt: sentAt.toISOString(),
        delivery,
        attempts,
        lastError,
        deliveredAt: deliveredAt?.toISOString() ?? null,
      })),
    );
  });

  /** The stand-in SMS sender's messages (phone confirmation codes), newest first. */
  routes.get('/__dev/sms-outbox', async (c) => {
    const messages = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id));
    return c.json(messages.map(({ to, text, sentAt }) => ({ to, text, sentAt: sentAt.toISOString() })));
  });

  /** Runs the daily alert digest now, for every daily search (the job queue runs it once a day, provider/src/jobs). */
  routes.post('/__sandbox/alerts/daily-digest', async (c) => {
    return c.json({ sent: await sendDailyDigests(db, config, new Date(), true) });
  });

  /** Sends the listing confirmation reminders now (the job queue runs them each morning: jobs/queue.ts). */
  routes.post('/__sandbox/listings/reminders', async (c) => {
    return c.json({ sent: await sendConfirmationReminders(db, config, freshnessClock.now()) });
  });

  /** Runs the bookings' expiries and reminders now (the job queue runs them every five minutes: jobs/queue.ts). */
  routes.post('/__sandbox/bookings/timers', async (c) => {
    return c.json(await runBookingTimers(db, config, jobs.bookingTexts, freshnessClock.now()));
  });

  /**
   * The freshness clock (clock.ts): `{ "offset_days": 31 }` makes every listing 31 days older for
   * labels, ranking, search and reminders; `0` sets it back. Loopback only, like all of /__dev.
   */
  routes.get('/__dev/clock', (c) => c.json({ offset_days: freshnessClock.offsetDays(), now: freshnessClock.now().toISOString() }));
  routes.post('/__dev/clock', async (c) => {
    const { offset_days } = await parseJsonBody(c, z.object({ offset_days: z.number().int().min(-3650).max(3650) }));
    freshnessClock.setOffsetDays(offset_days);
    return c.json({ offset_days, now: freshnessClock.now().toISOString() });
  });

  /** Validates provider and request, the same for showing the page and for pressing its button. */
  function authorization(providerName: string, input: Record<string, unknown>) {
    const provider = z.enum(SOCIAL_PROVIDERS).safeParse(providerName);
    if (!provider.success) throw notFound('Unknown social provider');
    const request = authorizationRequest.safeParse(input);
    if (!request.success) throw badRequest(Object.values(fieldErrorsOf(request.error)).flat().join('; '));
    if (!isAppAddress(request.data.redirect_uri)) throw badRequest(`redirect_uri must start with ${config.appUrl}`);
    return { provider: provider.data, ...request.data };
  }

  routes.get('/__sandbox/social/:provider/authorize', (c) => {
    const { provider, redirect_uri, state } = authorization(c.req.param('provider'), c.req.query());
    return c.html(html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Sandbox ${provider} sign-in</title></head>
  <body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto">
    <h1>Sandbox ${provider} sign-in</h1>
    <p>The marketplace asks to sign you in as <strong>${sandboxSocialEmail(provider)}</strong>.</p>
    <form method="post">
      <input type="hidden" name="redirect_uri" value="${redirect_uri}" />
      <input type="hidden" name="state" value="${state}" />
      <button type="submit">Authorize</button>
    </form>
  </body>
</html>`);
  });

  // The button posts here; the code is created only when the user actually authorizes.
  routes.post('/__sandbox/social/:provider/authorize', async (c) => {
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, value]) => typeof value === 'string'));
    const { provider, redirect_uri, state } = authorization(c.req.param('provider'), form);
    const code = await createOneTimeLink(db, await ensureSandboxSocialUser(db, provider), 'social_sign_in');
    const target = new URL(redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return c.redirect(target.toString(), 303);
  });

  return routes;
}
