'use client';

import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

export type OneTimeRequestState<Data> =
  | { status: 'pending' }
  | { status: 'failed'; message: string }
  | { status: 'done'; data: Data };

type OneTimeRequest<Data> = {
  path: string;
  /** null when the link is incomplete: nothing is sent and `invalidMessage` shows. */
  body: Record<string, string> | null;
  invalidMessage: string;
  onDone?: (data: Data) => void;
};

/**
 * POSTs once when the page opens, for links that work only once (account confirmation, reset
 * link, social sign-in code). The ref keeps React's development double-mount from spending a link twice.
 */
export function useOneTimeRequest<Data>({ path, body, invalidMessage, onDone }: OneTimeRequest<Data>): OneTimeRequestState<Data> {
  const [state, setState] = useState<OneTimeRequestState<Data>>(
    body ? { status: 'pending' } : { status: 'failed', message: invalidMessage },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!body || sent.current) return;
    sent.current = true;
    void apiFetch<Data>(path, { method: 'POST', body }).then((result) => {
      if (!result.ok) return setState({ status: 'failed', message: result.message });
      setState({ status: 'done', data: result.data });
      onDone?.(result.data);
    });
  }, [path, body, onDone]);

  return state;
}
