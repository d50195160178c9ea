'use client';

import { useState } from 'react';
import { counterText } from '@/lib/messages/counter';
import styles from './FiltersSidebar.module.css';

/** `max`: the highest count the listing reads (lib/listing/filters.ts COUNTER_MAX), given by the server so this bundle holds no schemas. */
type CounterFieldProps = { name: string; label: string; initial?: number; max: number };

/**
 * A plain number input (it works without JavaScript) with minus and plus buttons. Empty means "any":
 * plus starts at 1, and minus from 1 goes back to any, so a counter is only sent
 * once the visitor has set it. The buttons are aria-disabled rather than disabled at the ends of the
 * range: a disabled button would drop the keyboard focus of the visitor who just pressed it.
 */
export function CounterField({ name, label, initial, max: MAX }: CounterFieldProps) {
  const [value, setValue] = useState(initial === undefined ? '' : String(initial));
  const current = value === '' ? 0 : Number(value);
  const inputId = `counter-${name}`;
  const atMinimum = value === '';
  const atMaximum = current >= MAX;

  return (
    <div className={styles.counter}>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.counterControls}>
        <button type="button" aria-label={counterText.decrease(label)} aria-controls={inputId}
          onClick={() => !atMinimum && setValue(current <= 1 ? '' : String(current - 1))} aria-disabled={atMinimum}>
          −
        </button>
        <input id={inputId} name={name} type="number" inputMode="numeric" min={0} max={MAX} step={1}
          placeholder={counterText.any} value={value} onChange={(event) => setValue(event.target.value)} />
        <button type="button" aria-label={counterText.increase(label)} aria-controls={inputId}
          onClick={() => !atMaximum && setValue(String(Math.min(Math.max(current, 0) + 1, MAX)))} aria-disabled={atMaximum}>
          +
        </button>
      </div>
    </div>
  );
}
