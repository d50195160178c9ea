import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api-client';
import { CallbackStatus } from './CallbackStatus';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));
const mockedApiFetch = jest.mocked(apiFetch);

beforeEach(() => {
  mockedApiFetch.mockReset();
  replace.mockReset();
  jest.mocked(toast.success).mockReset();
});

const answer = (paymentStatus: string, detail: Record<string, unknown> = {}) => ({
  ok: true as const,
  status: 200,
  data: { paymentStatus, paymentDetail: { payment_type: 'Subscription_Payment', reference: 'VST-1', amount: 8000, ...detail } },
});

it('verifies the returned reference once, then toasts and leaves for the next step', async () => {
  mockedApiFetch.mockResolvedValue(answer('Successful', { subscription_kind: 'professional' }));
  render(<CallbackStatus query={{ trxref: 'VST-1', reference: 'VST-1' }} />);
  expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/join_as_pro/subscription/payment/success'));
  expect(toast.success).toHaveBeenCalledWith('Your payment was successful');
  expect(mockedApiFetch).toHaveBeenCalledTimes(1);
  expect(mockedApiFetch.mock.calls[0]?.[0]).toBe('/api/vst/payments/handleGatewayCallback?trxref=VST-1&reference=VST-1');
});

it('a failed, refused or unreachable verification shows the failure and goes nowhere', async () => {
  for (const result of [answer('Failed'), { ok: false as const, status: 404, message: 'Payment not found' }]) {
    mockedApiFetch.mockResolvedValueOnce(result);
    const { unmount } = render(<CallbackStatus query={{ reference: 'VST-1' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Problem completing payment, please try again');
    unmount();
  }
  expect(replace).not.toHaveBeenCalled();
  expect(toast.success).not.toHaveBeenCalled();
});

it('a payment the payer has not finished is pending, with a way to check again', async () => {
  mockedApiFetch.mockResolvedValueOnce(answer('Pending')).mockResolvedValueOnce(answer('Successful', { payment_type: 'Advert_Payment', advert_id: 4 }));
  render(<CallbackStatus query={{ txref: 'VST-1' }} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard?view=adverts'));
});

it('an unreachable provider is not a failed payment: the user is asked to check again, not to pay again', async () => {
  mockedApiFetch.mockResolvedValueOnce({ ok: false, status: 0, message: 'unreachable' }).mockResolvedValueOnce(answer('Successful', { payment_type: 'Property_Advert_Payment' }));
  render(<CallbackStatus query={{ reference: 'VST-1' }} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your payment just now');
  fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard'));
});

it('checking too often is not a failed payment either', async () => {
  mockedApiFetch.mockResolvedValueOnce({ ok: false, status: 429, message: 'Too many attempts' });
  render(<CallbackStatus query={{ reference: 'VST-1' }} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Do not pay again');
  expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
});
