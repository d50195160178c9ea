'use client';

import Form from 'next/form';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { calculatorText } from '@/lib/messages/calculators';
import styles from './Finance.module.css';

export type CalculatorField = { name: string; label: string; hint?: string; decimals?: boolean };

type CalculatorFormProps = {
  /** The payment-options tab the form belongs to; it stays in the URL with the values. */
  tab: 'mortgage' | 'instalment';
  title: string;
  fields: CalculatorField[];
  /** What the URL holds, as typed: nothing is lost when a value is refused. */
  values: Record<string, string>;
  errors: Record<string, string>;
};

/**
 * A calculator's inputs as a GET form: the values go into the URL, where the page reads, checks and
 * prices them, so a result survives a reload and can be shared. The first refused field takes focus.
 */
export function CalculatorForm({ tab, title, fields, values, errors }: CalculatorFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const firstInvalid = fields.find((field) => errors[field.name])?.name;
  const headingId = `${tab}-calculator`;
  // After each refused submit (a new URL), focus goes to the first field with a message.
  const submission = JSON.stringify([values, errors]);
  useEffect(() => {
    if (!firstInvalid) return;
    const control = formRef.current?.elements.namedItem(firstInvalid);
    if (control instanceof HTMLInputElement) control.focus();
  }, [firstInvalid, submission]);

  return (
    <Form ref={formRef} action="/finance/paymentoptions" scroll={false} className={styles.form} aria-labelledby={headingId} noValidate>
      <h2 id={headingId}>{title}</h2>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="calculate" value="1" />
      {fields.map((field) => (
        <Field
          key={`${field.name}:${values[field.name] ?? ''}`}
          label={field.label}
          name={field.name}
          hint={field.hint}
          inputMode={field.decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          defaultValue={values[field.name] ?? ''}
          error={errors[field.name]}
        />
      ))}
      <Button type="submit" block>{calculatorText.calculate}</Button>
    </Form>
  );
}
