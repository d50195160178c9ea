import { apiHandler } from '@/server/http/handler';
import { json } from '@/server/http/responses';
import { getSession } from '@/server/session';
import { logout } from '@/server/vst/auth';

/** Revokes the token at the provider (best effort) and always ends the session here. */
export const POST = apiHandler(async () => {
  const session = await getSession();
  if (session.accessToken) await logout(session.accessToken);
  session.destroy();
  return json({ ok: true });
});
