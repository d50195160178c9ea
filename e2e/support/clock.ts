import { expect } from '@playwright/test';

/**
 * Moves the provider's freshness clock (sandbox `POST /__dev/clock`): listings then look `days` older
 * to their labels, ranking, search and reminders. Only the journeys of the `clock` project call it:
 * they run alone, after the others (playwright.config.ts), and set it back to 0 when done.
 */
export async function setFreshnessClock(days: number): Promise<void> {
  const response = await fetch(`${process.env.E2E_PROVIDER_URL}/__dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offset_days: days }),
  });
  expect(response.status, 'the sandbox clock answers').toBe(200);
}
