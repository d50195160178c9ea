import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from '@/components/ui/Field.module.css';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input with its error message, wired like `Field`. */
export function TextAreaField({ label, error, id, ref, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const autoId = useId();
  const textareaId = id ?? autoId;
  const errorId = `${textareaId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={textareaId}>{label}</label>
      <textarea
        ref={ref}
        id={textareaId}
        rows={rows}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textareaProps}
      />
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}
