import { after } from 'next/server';
import { apiHandler } from '@/server/http/handler';
import { json } from '@/server/http/responses';
import { endSession, getSession } from '@/server/session';
import { revokeToken } from '@/server/vst/auth';

/**
 * Ends the session here at once (its id is listed as ended, so a copied cookie opens nothing from now
 * on), then revokes the provider's token after the answer has gone, retrying while the provider fails:
 * signing out never waits on the provider, and a token the provider still honours is not left behind
 * for longer than the retries take.
 */
export const POST = apiHandler(async () => {
  const session = await getSession();
  const token = session.accessToken;
  await endSession(session);
  if (token) after(() => revokeToken(token));
  return json({ ok: true });
});
