'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { formatNaira } from '@/lib/format/naira';
import { paymentsText } from '@/lib/messages/payments';
import type { PaymentPurpose } from '@/lib/payments/purpose';
import { goToGateway } from '@/lib/payments/gateway-redirect';
import { startPaymentRequest } from '@/lib/payments/start';
import { paymentGatewayLabels, paymentGateways, paymentStartResponseSchema, type PaymentGateway } from '@/lib/vst/payments';
import styles from './Payments.module.css';

type PaymentMethodFormProps = {
  purpose: PaymentPurpose;
  /** The plan's price as the provider listed it: shown, and sent so the provider can refuse a stale price. */
  amount: number;
  /** What is being paid for, e.g. the plan's title. */
  title: string;
};

/**
 * The payment method step: the two gateways as a radio group and CONTINUE, disabled until one is
 * chosen and while the start request is in flight. On success the browser goes to the gateway's page.
 */
export function PaymentMethodForm({ purpose, amount, title }: PaymentMethodFormProps) {
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!gateway || pending) return;
    setPending(true);
    setError(null);
    const { path, body } = startPaymentRequest(purpose, { amount, gateway });
    const result = await apiFetch(path, { method: 'POST', body, schema: paymentStartResponseSchema });
    if (result.ok) {
      // Stays "in flight" until the gateway's page replaces this one.
      goToGateway(result.data.paymentUrl);
      return;
    }
    // The BFF words a 500 as 'Server Error, please try again' and passes any other Detail on.
    setError(result.message);
    setPending(false);
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  return (
    <form onSubmit={onSubmit} className={styles.card} aria-busy={pending || undefined}>
      <dl className={styles.summary}>
        <dt>{paymentsText.paymentFor}</dt>
        <dd>{title}</dd>
        <dt>{paymentsText.amountLabel}</dt>
        <dd data-testid="payment-amount">{formatNaira(amount)}</dd>
      </dl>
      <p className={styles.note}>{paymentsText.chargedNote}</p>
      {error ? (
        <div ref={errorRef} tabIndex={-1}>
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <fieldset className={styles.gateways} disabled={pending}>
        <legend>{paymentsText.gatewayLegend}</legend>
        {paymentGateways.map((id) => (
          <label key={id} className={styles.gateway}>
            <input type="radio" name="payment_gateway" value={id} checked={gateway === id} onChange={() => setGateway(id)} />
            <span>{paymentGatewayLabels[id]}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" block disabled={!gateway} pending={pending}>
        {pending ? paymentsText.redirecting : paymentsText.continue}
      </Button>
    </form>
  );
}
