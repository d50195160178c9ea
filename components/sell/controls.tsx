import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, type InputHTMLAttributes, type Ref } from 'react';
import fieldStyles from '@/components/ui/Field.module.css';
import styles from './Sell.module.css';

/**
 * The sell form's controls that components/ui/Field (an <input>) does not cover: a select, a
 * textarea, a radio group and a file picker, wired the same way (label, hint and error tied by
 * aria-describedby, aria-invalid when in error).
 */

type Described = { label: ReactNode; error?: string; hint?: ReactNode };

function useDescribed(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy, invalid: error ? true : undefined };
}

function Message({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? <span id={`${id}-hint`} className={fieldStyles.hint}>{hint}</span> : null}
      {error ? <p id={`${id}-error`} className={fieldStyles.error}>{error}</p> : null}
    </>
  );
}

export function SelectField({ label, error, hint, options, placeholder, ref, ...rest }: Described & SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly string[];
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const { id, describedBy, invalid } = useDescribed(error, hint);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>{label}</label>
      <select ref={ref} id={id} className={fieldStyles.control} aria-invalid={invalid} aria-describedby={describedBy} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, ref, ...rest }: Described & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { id, describedBy, invalid } = useDescribed(error, hint);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>{label}</label>
      <textarea ref={ref} id={id} rows={5} className={`${fieldStyles.control} ${styles.textarea}`} aria-invalid={invalid} aria-describedby={describedBy} {...rest} />
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

export function FileField({ label, error, hint, ref, ...rest }: Described & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { id, describedBy, invalid } = useDescribed(error, hint);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>{label}</label>
      <input ref={ref} id={id} type="file" className={styles.file} aria-invalid={invalid} aria-describedby={describedBy} {...rest} />
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

type RadioGroupProps = Described & {
  name: string;
  options: readonly { value: string; label: string }[];
  /** Props for every radio (react-hook-form's registration); the first radio takes the focus ref. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

export function RadioGroup({ label, error, hint, name, options, inputProps }: RadioGroupProps) {
  const { id, describedBy } = useDescribed(error, hint);
  return (
    <fieldset className={styles.radios} aria-describedby={describedBy}>
      <legend className={fieldStyles.label}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={fieldStyles.check}>
          <input type="radio" {...inputProps} name={name} value={option.value} />
          <span>{option.label}</span>
        </label>
      ))}
      <Message id={id} error={error} hint={hint} />
    </fieldset>
  );
}
