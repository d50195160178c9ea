import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { apiFetch } from '@/lib/api-client';
import { ResetPasswordPanel } from './ResetPasswordPanel';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
const mockRouter = { replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
const mockedApiFetch = jest.mocked(apiFetch);

const link = { token: 'abc', email: 'ada@example.com' };

beforeEach(() => {
  mockedApiFetch.mockReset();
  mockRouter.replace.mockReset();
});

it('says the link is bad when the lookup is refused, with a way to ask again', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 400, message: 'Link has expired or invalid' });
  render(<ResetPasswordPanel link={link} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Link has expired or invalid');
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

it('checks the link, then resets the password and goes to log in', async () => {
  mockedApiFetch
    .mockResolvedValueOnce({ ok: true, status: 200, data: { email: link.email } })
    .mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'You have successfully reset your password' } });
  render(<ResetPasswordPanel link={link} />);
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/auth/reset-link', { method: 'POST', body: link });
  expect(await screen.findByText(/ada@example\.com/)).toBeInTheDocument();

  typeInto('New password', 'password22');
  typeInto('Confirm new password', 'password22');
  await submitWith('Reset password');
  expect(mockedApiFetch).toHaveBeenLastCalledWith('/api/auth/reset-password', {
    method: 'POST',
    body: { password: 'password22', password_confirmation: 'password22' },
  });
  expect(toast.success).toHaveBeenCalledWith('You have successfully reset your password');
  expect(mockRouter.replace).toHaveBeenCalledWith('/login');
});

it('shows the refusal message when the reset is refused, keeping both values', async () => {
  mockedApiFetch
    .mockResolvedValueOnce({ ok: true, status: 200, data: { email: link.email } })
    .mockResolvedValueOnce({ ok: false, status: 400, message: 'Anything' });
  render(<ResetPasswordPanel link={link} />);
  await screen.findByLabelText('New password');
  typeInto('New password', 'password22');
  typeInto('Confirm new password', 'password22');
  await submitWith('Reset password');
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(screen.getByLabelText('Confirm new password')).toHaveValue('password22');
  expect(mockRouter.replace).not.toHaveBeenCalled();
});
