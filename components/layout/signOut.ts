import { toast } from 'sonner';
import { messages } from '@/lib/messages';
import { forgetBrowsing } from '@/lib/pwa/worker-messages';
import { queueFlashToast } from './flashToast';
import { reloadTo } from './reloadTo';
import { setSessionUser } from './useSession';

/**
 * Ends the session, then reloads the home page in full so no private data stays in memory, in
 * SWR's cache or in the offline caches. Loaded when the user asks to log out (sonner stays out of every page's first load). A 401 means the session had already ended, which is the outcome wanted.
 * Resolves to false (with an error toast) when the sign-out did not happen.
 */
export async function signOut(): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    toast.error(messages.providerUnavailable);
    return false;
  }
  if (!response.ok && response.status !== 401) {
    toast.error(messages.serverError);
    return false;
  }
  setSessionUser(null);
  await forgetBrowsing();
  queueFlashToast('signedOut');
  reloadTo('/');
  return true;
}
