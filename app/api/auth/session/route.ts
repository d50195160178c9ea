import { cookies } from 'next/headers';
import { apiHandler } from '@/server/http/handler';
import { json } from '@/server/http/responses';
import { setSessionHint, verifySession } from '@/server/session';
import { hintUserId, SESSION_HINT_COOKIE } from '@/lib/session-hint';
import type { SessionResponse } from '@/lib/vst/session';

/**
 * Who is signed in, for the browser: the public user details only, never the token. It also puts the
 * signed-in hint right (lib/session-hint.ts) when it disagrees: a session that ended while the browser
 * was away, or one started before the hint existed.
 */
export const GET = apiHandler(async () => {
  const current = await verifySession();
  const userID = current?.user.userID ?? null;
  if (hintUserId((await cookies()).get(SESSION_HINT_COOKIE)?.value) !== userID) await setSessionHint(userID);
  const body: SessionResponse = { user: current?.user ?? null };
  return json(body);
});
