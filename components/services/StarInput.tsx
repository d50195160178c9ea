'use client';

import { useId } from 'react';
import { servicesText as text } from '@/lib/messages/services';
import styles from './Services.module.css';

type StarInputProps = {
  legend: string;
  name: string;
  value: number;
  onChange: (stars: number) => void;
  error?: string;
  /** Given the radio that holds the rating (the checked one), so a form can focus the group on an error. */
  ref?: React.Ref<HTMLInputElement>;
};

const STARS = [1, 2, 3, 4, 5];

/**
 * Zero to five stars as a native radio group: Tab reaches it, the arrow keys change the rating, and
 * each star is named ("3 stars"). Stars up to the chosen one light up. One radio is always checked
 * (no stars at first), and it is the one Tab reaches, so it is the one a form focuses.
 */
export function StarInput({ legend, name, value, onChange, error, ref }: StarInputProps) {
  const errorId = `${useId()}-error`;
  const option = (stars: number, label: React.ReactNode, className: string) => (
    <label key={stars} className={className}>
      <input
        ref={value === stars ? ref : undefined}
        type="radio"
        name={name}
        value={stars}
        checked={value === stars}
        onChange={() => onChange(stars)}
        aria-describedby={error ? errorId : undefined}
      />
      {label}
    </label>
  );
  return (
    <fieldset className={styles.starGroup}>
      <legend>{legend}</legend>
      <div className={styles.starOptions}>
        {STARS.map((stars) =>
          option(
            stars,
            <>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{text.starOption(stars)}</span>
            </>,
            `${styles.starOption} ${stars <= value ? styles.lit : ''}`,
          ),
        )}
        {option(0, text.starOption(0), `${styles.starOption} ${styles.noStars}`)}
      </div>
      {error ? <p id={errorId} className={styles.starError}>{error}</p> : null}
    </fieldset>
  );
}
