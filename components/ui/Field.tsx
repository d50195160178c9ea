import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Field.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** The message shown under the control; also marks the control invalid for assistive technology. */
  error?: string;
  hint?: ReactNode;
};

/**
 * An e-mail address is typed into a text input that asks phones for their e-mail keyboard: unlike an
 * `email` input, its caret and selection can be read and set, so a form that hands over to its live
 * code (components/forms/DeferredForm) keeps them exactly. The forms check addresses themselves.
 */
const emailInput = { type: 'text', inputMode: 'email', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/** A labelled input with its error message, wired with aria-invalid and aria-describedby. */
export function Field({ label, error, hint, id, type = 'text', ref, ...inputProps }: FieldProps & { ref?: React.Ref<HTMLInputElement> }) {
  const typeProps = type === 'email' ? emailInput : { type };
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  if (type === 'checkbox') {
    return (
      <div className={styles.field}>
        <label className={styles.check} htmlFor={inputId}>
          <input ref={ref} id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
          <span>{label}</span>
        </label>
        {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
      </div>
    );
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>{label}</label>
      {hint ? <span id={hintId} className={styles.hint}>{hint}</span> : null}
      <input
        ref={ref}
        id={inputId}
        {...typeProps}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}
