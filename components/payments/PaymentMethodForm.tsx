'use client';

import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { formatNaira } from '@/lib/format/naira';
import { paymentsText } from '@/lib/messages/payments';
import type { PaymentPurpose } from '@/lib/payments/purpose';
import { goToGateway } from '@/lib/payments/gateway-redirect';
import { startPaymentRequest } from '@/lib/payments/start';
import { paymentGatewayLabels, paymentGateways, paymentStartResponseSchema } from '@/lib/vst/payments';
import styles from './Payments.module.css';

type PaymentMethodFormProps = {
  purpose: PaymentPurpose;
  /** The plan's price as the provider listed it: shown, and sent so the provider can refuse a stale price. */
  amount: number;
  /** What is being paid for, e.g. the plan's title. */
  title: string;
};

const gatewaySchema = z.object({ payment_gateway: z.enum(paymentGateways) });

/** Never settles: the send stays "in flight" until the gateway's page replaces this one. */
const untilTheGatewayLoads = new Promise<void>(() => {});

/**
 * The payment method step: the two gateways as a radio group and CONTINUE, disabled until one is
 * chosen and while the start request is in flight. On success the browser goes to the gateway's page.
 */
export function PaymentMethodForm({ purpose, amount, title }: PaymentMethodFormProps) {
  const payment = useServerForm({
    schema: gatewaySchema,
    defaultValues: { payment_gateway: undefined },
    action: ({ payment_gateway }) => startPaymentRequest(purpose, { amount, gateway: payment_gateway }).path,
    extraBody: ({ payment_gateway }) => startPaymentRequest(purpose, { amount, gateway: payment_gateway }).body,
    response: paymentStartResponseSchema,
    onSuccess: ({ paymentUrl }) => {
      goToGateway(paymentUrl);
      return untilTheGatewayLoads;
    },
  });
  const gateway = useWatch({ control: payment.form.control, name: 'payment_gateway' });
  const { pending } = payment;

  return (
    <form noValidate onSubmit={payment.onSubmit} className={styles.card} aria-busy={pending || undefined}>
      <dl className={styles.summary}>
        <dt>{paymentsText.paymentFor}</dt>
        <dd>{title}</dd>
        <dt>{paymentsText.amountLabel}</dt>
        <dd data-testid="payment-amount">{formatNaira(amount)}</dd>
      </dl>
      <p className={styles.note}>{paymentsText.chargedNote}</p>
      {/* A failed start: the BFF words a 500 as 'Server Error, please try again' and passes any other Detail on. */}
      <FormErrorBanner banner={payment.banner} />
      <fieldset className={styles.gateways} disabled={pending}>
        <legend>{paymentsText.gatewayLegend}</legend>
        {paymentGateways.map((id) => (
          <label key={id} className={styles.gateway}>
            <input type="radio" value={id} {...payment.form.register('payment_gateway')} />
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
