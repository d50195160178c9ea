import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styles from '@/components/ui/Field.module.css';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  /** The first, empty option ('Choose…'): leaving it chosen is 'This is required.'. */
  placeholder: string;
  /** A line under the label saying what the choice means. */
  hint?: string;
  options: readonly { value: string | number; label: string }[];
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with its error message, wired like `Field` (components/ui has no select yet). */
export function SelectField({ label, error, hint, placeholder, options, id, ref, ...selectProps }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>{label}</label>
      {hint ? <span id={hintId} className={styles.hint}>{hint}</span> : null}
      <select
        ref={ref}
        id={selectId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}
