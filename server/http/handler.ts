import 'server-only';
import { messages } from '@/lib/messages';
import { refuseForeignOrigin } from './origin';
import { jsonError } from './responses';

/**
 * Wraps every `/api/**` route handler: foreign-origin unsafe requests are refused before the handler
 * runs, and an unexpected exception becomes the JSON server-error body instead of an HTML page.
 */
export function apiHandler<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const refused = refuseForeignOrigin(request);
    if (refused) return refused;
    try {
      return await handler(request, context);
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error);
      return jsonError(500, messages.serverError);
    }
  };
}
