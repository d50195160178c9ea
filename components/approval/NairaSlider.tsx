'use client';

import { useId } from 'react';
import { formatNaira } from '@/lib/format/naira';
import { approvalText } from '@/lib/messages/approval';
import styles from './Approval.module.css';

type NairaSliderProps = {
  label: string;
  bounds: { min: number; max: number; step: number };
  /** null until the user moves it: the question counts as unanswered. */
  value: number | null;
  onChange: (value: number) => void;
  errorId?: string;
  invalid?: boolean;
};

/**
 * A native range input (arrow keys, Page Up/Down, Home and End work everywhere) that announces and
 * shows its value in NGN, and reads 'not chosen' until it is moved.
 */
export function NairaSlider({ label, bounds, value, onChange, errorId, invalid }: NairaSliderProps) {
  const id = useId();
  const shown = value === null ? null : formatNaira(value);
  return (
    <div className={styles.slider}>
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id} className={value === null ? styles.unset : styles.value} aria-live="polite">
        {shown ?? approvalText.notChosen}
      </output>
      <input
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value ?? bounds.min}
        aria-valuetext={shown ?? approvalText.notChosen}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className={styles.bounds} aria-hidden="true">
        <span>{formatNaira(bounds.min)}</span>
        <span>{formatNaira(bounds.max)}</span>
      </div>
    </div>
  );
}
