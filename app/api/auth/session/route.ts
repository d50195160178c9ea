import { apiHandler } from '@/server/http/handler';
import { json } from '@/server/http/responses';
import { verifySession } from '@/server/session';
import type { SessionResponse } from '@/lib/vst/session';

/** Who is signed in, for the browser: the public user details only, never the token. */
export const GET = apiHandler(async () => {
  const current = await verifySession();
  const body: SessionResponse = { user: current?.user ?? null };
  return json(body);
});
