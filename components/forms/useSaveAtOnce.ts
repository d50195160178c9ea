'use client';

import { useRef, useState } from 'react';

export type SaveOutcome<Value> = { ok: true; confirmed: Value; message: string } | { ok: false; message: string };

/**
 * A choice saved as soon as it is made: it shows at once so the control feels immediate, and a
 * failed save goes back to what the server last confirmed, so the screen never shows an unsaved
 * choice as saved. The status text says the outcome either way.
 */
export function useSaveAtOnce<Value>(initial: Value, send: (next: Value) => Promise<SaveOutcome<Value>>) {
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState('');
  const confirmed = useRef(initial);

  async function save(next: Value) {
    setValue(next);
    setStatus('');
    const outcome = await send(next);
    if (outcome.ok) confirmed.current = outcome.confirmed;
    setValue(confirmed.current);
    setStatus(outcome.message);
  }

  return { value, status, save };
}
