import { recordImpressionsPayloadSchema } from '@/lib/vst/adverts';
import { readJsonBody } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { apiHandler } from '@/server/http/handler';
import { rateLimit } from '@/server/http/rate-limit-guard';
import { failureResponse } from '@/server/http/responses';
import { recordImpressions } from '@/server/vst/adverts';

const BEACON_MAX_BYTES = 1024;

/**
 * The sponsored slots' beacon: one batch of advert ids seen on a page, forwarded to the provider,
 * which counts only adverts running now. The body is JSON sent as text/plain (what `sendBeacon`
 * sends without a preflight); the origin check of apiHandler applies as to any POST.
 */
export const POST = apiHandler(async (request) => {
  const refused = await rateLimit('advertEvents').take(request);
  if (refused) return refused;
  const body = await readJsonBody(request, recordImpressionsPayloadSchema, BEACON_MAX_BYTES);
  if (!body.ok) return body.response;
  const counted = await recordImpressions(body.data.advert_ids, clientAddress(request));
  return counted.ok ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) : failureResponse(counted);
});
