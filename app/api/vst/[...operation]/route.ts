import { apiHandler } from '@/server/http/handler';
import { forwardOperation } from '@/server/vst/forward';

/** The browser's calls to allow-listed provider operations (server/vst/operations.ts). */
const handler = apiHandler(forwardOperation);

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
