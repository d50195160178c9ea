import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { goToGateway } from '@/lib/payments/gateway-redirect';
import { PaymentMethodForm } from './PaymentMethodForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('@/lib/payments/gateway-redirect', () => ({ goToGateway: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);
const assign = jest.mocked(goToGateway);
beforeEach(() => {
  mockedApiFetch.mockReset();
  assign.mockReset();
});

const continueButton = () => screen.getByRole('button', { name: 'CONTINUE' });

it('shows the amount and keeps CONTINUE disabled until a gateway is chosen', () => {
  render(<PaymentMethodForm purpose={{ kind: 'subscription', subscriptionId: 2 }} amount={8000} title="Professional subscription" />);
  expect(screen.getByText('₦8,000')).toBeInTheDocument();
  expect(continueButton()).toBeDisabled();
  fireEvent.click(screen.getByLabelText('Flutterwave'));
  expect(continueButton()).toBeEnabled();
});

it('starts the payment of the purpose and goes to the gateway, disabled while in flight', async () => {
  let answer: (value: Awaited<ReturnType<typeof apiFetch>>) => void = () => {};
  mockedApiFetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<PaymentMethodForm purpose={{ kind: 'property_advert', planId: 8, propertyId: 13 }} amount={5000} title="Featured" />);
  fireEvent.click(screen.getByLabelText('Paystack'));
  fireEvent.click(continueButton());
  await waitFor(() => expect(screen.getByRole('button', { name: /Taking you/ })).toBeDisabled());
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/payments/propertyAdvertPayment', expect.objectContaining({
    method: 'POST',
    body: { property_advert_id: 8, propertyID: 13, amount: 5000, payment_gateway: 'paystack', currency: 'NGN' },
  }));
  answer({ ok: true, status: 201, data: { paymentUrl: 'http://127.0.0.1:4010/__sandbox/gateways/paystack/checkout/VST-1' } });
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4010/__sandbox/gateways/paystack/checkout/VST-1'));
});

it("a failure shows the BFF's words and lets the user try again with the choice kept", async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 500, message: 'Server Error, please try again' });
  render(<PaymentMethodForm purpose={{ kind: 'advert', advertId: 4 }} amount={15000} title="Bronze advert" />);
  fireEvent.click(screen.getByLabelText('Flutterwave'));
  fireEvent.click(continueButton());
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server Error, please try again');
  expect(banner.parentElement).toHaveFocus();
  expect(screen.getByLabelText('Flutterwave')).toBeChecked();
  expect(continueButton()).toBeEnabled();
  expect(assign).not.toHaveBeenCalled();
});

it('stays in flight once the gateway is on its way, so CONTINUE cannot start a second payment', async () => {
  mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { paymentUrl: 'http://127.0.0.1:4010/__sandbox/gateways/flutterwave/checkout/VST-2' } });
  render(<PaymentMethodForm purpose={{ kind: 'advert', advertId: 4 }} amount={15000} title="Bronze advert" />);
  fireEvent.click(screen.getByLabelText('Flutterwave'));
  fireEvent.click(continueButton());
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: /Taking you/ })).toBeDisabled();
  expect(screen.getByLabelText('Paystack')).toBeDisabled();
});

it('refuses an answer without a usable gateway address, and stays on the page', async () => {
  mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { paymentUrl: 'javascript:alert(1)' } });
  render(<PaymentMethodForm purpose={{ kind: 'advert', advertId: 4 }} amount={15000} title="Bronze advert" />);
  fireEvent.click(screen.getByLabelText('Paystack'));
  fireEvent.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Server Error, please try again');
  expect(assign).not.toHaveBeenCalled();
  expect(continueButton()).toBeEnabled();
});
