import { render, screen } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { apiFetch } from '@/lib/api-client';
import { ForgotPasswordForm } from './ForgotPasswordForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

beforeEach(() => mockedApiFetch.mockReset());

async function requestLink() {
  render(<ForgotPasswordForm labelledBy="forgot-title" />);
  typeInto('E-mail address', 'ada@example.com');
  await submitWith('Send reset link');
}

it("words a failure its own way, but shows a rate limit's wait as the server says it", async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 429, message: 'Too many attempts. Please wait 45 minutes and try again.' });
  await requestLink();
  expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 45 minutes and try again.');
  expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
});

it('says the request failed for other failures', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 500, message: 'Server Error, please try again' });
  await requestLink();
  expect(screen.getByRole('alert')).toHaveTextContent('Reset password request failed, please try again');
});
