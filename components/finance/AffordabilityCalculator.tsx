'use client';

import Link from 'next/link';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { PropertyGrid } from '@/components/property/PropertyGrid';
import { SelectField } from '@/components/property-detail/SelectField';
import { Field } from '@/components/ui/Field';
import { AFFORDABLE_PROPERTIES, affordabilitySchema, installmentOptions } from '@/lib/forms/finance';
import { formatNaira } from '@/lib/format/naira';
import { calculatorText } from '@/lib/messages/calculators';
import type { AffordabilityResult } from '@/lib/vst/finance';
import styles from './Finance.module.css';

const optionChoices = installmentOptions.map((value) => ({ value, label: calculatorText.installmentOptions[value] }));

/**
 * Salary, down payment and instalment option go to the provider, which prices what is affordable
 * and picks homes within it. The result shows only after a successful call; the form keeps its values.
 */
export function AffordabilityCalculator() {
  const [result, setResult] = useState<AffordabilityResult | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const form = useServerForm({
    schema: affordabilitySchema,
    defaultValues: { net_salary: '', down_payment: '', installment_option: '' },
    action: '/api/vst/params/affordabilityCalculator',
    extraBody: { per_page: AFFORDABLE_PROPERTIES },
    onSuccess: (data: AffordabilityResult) => {
      setResult(data);
      // Move to the answer, so keyboard and screen-reader users hear it.
      requestAnimationFrame(() => resultRef.current?.focus());
    },
  });
  // A new calculation hides the last answer until the new one arrives.
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setResult(null);
    return form.onSubmit(event);
  };

  return (
    <div className={styles.layout}>
      <ServerForm state={{ ...form, onSubmit }} submitLabel={calculatorText.calculate} labelledBy="page-heading">
        <Field label={calculatorText.netSalary} inputMode="numeric" autoComplete="off" hint={calculatorText.amountHint} {...form.field('net_salary')} />
        <Field label={calculatorText.downPayment} inputMode="numeric" autoComplete="off" {...form.field('down_payment')} />
        <SelectField label={calculatorText.installmentOption} placeholder={calculatorText.chooseOption} options={optionChoices} {...form.field('installment_option')} />
      </ServerForm>
      {result ? <AffordabilityAnswer result={result} ref={resultRef} /> : null}
    </div>
  );
}

function AffordabilityAnswer({ result, ref }: { result: AffordabilityResult; ref: React.Ref<HTMLElement> }) {
  const homes = result.affordable_property.data;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="affordability-result" className={styles.result}>
      <h2 id="affordability-result">{calculatorText.amountAffordable}</h2>
      <p className={styles.figure} data-testid="amount-affordable">{formatNaira(result.amount_affordable)}</p>
      {result.monthly_instalment !== undefined && result.tenure_months !== undefined ? (
        <p className={styles.muted}>
          {calculatorText.affordabilityRule(
            formatNaira(result.monthly_instalment),
            result.tenure_months,
            formatNaira(result.amount_affordable - result.monthly_instalment * result.tenure_months),
          )}
        </p>
      ) : null}
      <h3>{calculatorText.affordableHomes}</h3>
      {homes.length > 0 ? <PropertyGrid properties={homes} /> : <p className={styles.empty}>{calculatorText.noAffordableHomes}</p>}
      <p>
        <Link href="/properties">{calculatorText.browseHomes}</Link>
      </p>
    </section>
  );
}
