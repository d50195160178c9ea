'use client';

import { apiErrorSchema, type ApiResult } from '@/lib/api-client';
import { parseJsonOrUndefined } from '@/lib/json';
import { messages } from '@/lib/messages';
import { IDEMPOTENCY_HEADER, isOnceOnlyWrite, onceOnlyWrite } from '@/lib/once-only';

/** Large uploads may take a while on a slow connection; past this the user is told to try again. */
const UPLOAD_TIMEOUT_MS = 180_000;

/**
 * POSTs a multipart body to the web app's own API with XMLHttpRequest, the one browser API that
 * reports upload progress (fetch does not). `onProgress` gets a fraction from 0 to 1.
 */
export function uploadWithProgress(path: string, body: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<unknown>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const write = isOnceOnlyWrite('POST', path) ? onceOnlyWrite('POST', path, body) : null;
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    if (write) request.setRequestHeader(IDEMPOTENCY_HEADER, write.key);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    // Once the whole body is sent, a connection lost before the answer may have left the upload
    // saved: the user is told so, not asked to send it again as if nothing had arrived.
    let sent = false;
    request.upload.onload = () => {
      sent = true;
    };
    request.onload = () => {
      write?.answered();
      resolve(interpret(request.status, request.responseText));
    };
    // No answer: the upload keeps its key, so sending it again saves it once (lib/once-only.ts).
    request.onerror = request.ontimeout = () => {
      resolve({ ok: false, status: 0, message: !sent ? messages.providerUnavailable : write ? messages.writeUnconfirmed : messages.answerCutOff });
    };
    request.send(body);
  });
}

function interpret(status: number, text: string): ApiResult<unknown> {
  const payload = parseJsonOrUndefined(text);
  if (status >= 200 && status < 300) return { ok: true, status, data: payload };
  const error = apiErrorSchema.safeParse(payload);
  // A 503 is the BFF's own word that the server is busy or the provider away, with what to do; other
  // 5xx say nothing a user can act on.
  if (!error.success || (status >= 500 && status !== 503)) return { ok: false, status, message: messages.serverError };
  return { ok: false, status, message: error.data.message, ...(error.data.fieldErrors ? { fieldErrors: error.data.fieldErrors } : {}) };
}
