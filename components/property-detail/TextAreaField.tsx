import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from '@/components/ui/Field.module.css';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input with its hint and error message, wired like `Field`. */
export function TextAreaField({ label, error, hint, id, ref, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const autoId = useId();
  const textareaId = id ?? autoId;
  const errorId = `${textareaId}-error`;
  const hintId = `${textareaId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={textareaId}>{label}</label>
      {hint ? <span id={hintId} className={styles.hint}>{hint}</span> : null}
      <textarea
        ref={ref}
        id={textareaId}
        rows={rows}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textareaProps}
      />
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}
