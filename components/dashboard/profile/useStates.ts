'use client';

import { useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import type { Named } from '@/lib/vst/common';

/** The states of the chosen country (params/getState through the BFF); a newer choice wins. */
export function useStates(initial: Named[]) {
  const [states, setStates] = useState(initial);
  const [statesFailed, setStatesFailed] = useState(false);
  const latest = useRef<AbortController | null>(null);

  async function loadStates(countryId: string) {
    latest.current?.abort();
    setStates([]);
    setStatesFailed(false);
    if (!countryId) return;
    const request = new AbortController();
    latest.current = request;
    try {
      const result = await apiFetch<{ states: Named[] }>(`/api/vst/params/getState?${new URLSearchParams({ countryID: countryId })}`, {
        signal: request.signal,
      });
      if (result.ok) setStates(result.data.states);
      else setStatesFailed(true);
    } catch {
      // Aborted: a newer country was chosen, whose answer is the one that counts.
    }
  }

  return { states, statesFailed, loadStates };
}
