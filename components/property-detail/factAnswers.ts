import { apiFetch, type ApiResult } from '@/lib/api-client';
import type { FactAnswerPayload } from '@/lib/forms/living-facts';
import { factAnswerResponseSchema, ownFactAnswersResponseSchema, type OwnFactAnswers } from '@/lib/vst/living-facts';
import type { z } from 'zod';

/**
 * The living facts' answer calls. FactAgreement loads this module only for a signed-in visitor, so a
 * signed-out visitor's page ships no zod (lib/api-client parses with it).
 */

/** The member's own answers; a failed lookup leaves every button unpressed. */
export async function fetchOwnFactAnswers(url: string): Promise<OwnFactAnswers> {
  const result = await apiFetch(url, { schema: ownFactAnswersResponseSchema });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export function sendFactAnswer(answer: FactAnswerPayload): Promise<ApiResult<z.infer<typeof factAnswerResponseSchema>>> {
  return apiFetch('/api/vst/facts/answer', { method: 'POST', body: answer, schema: factAnswerResponseSchema });
}
