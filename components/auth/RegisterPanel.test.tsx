import { fireEvent, render, screen } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { apiFetch } from '@/lib/api-client';
import { RegisterPanel } from './RegisterPanel';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const submit = () => submitWith('Create account');

async function fillAndSubmit() {
  typeInto('Full name', 'Ngozi Eze');
  typeInto('E-mail address', 'ngozi@example.com');
  typeInto(/^Password/, 'secret12');
  typeInto('Phone number', '08031234567');
  fireEvent.click(screen.getByRole('checkbox'));
  await submit();
}

beforeEach(() => mockedApiFetch.mockReset());

it('shows every rule under its field, focuses the first, and sends nothing', async () => {
  render(<RegisterPanel socialProviders={[]} />);
  await submit();
  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This is required.');
  expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the terms of privacy');
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  expect(mockedApiFetch).not.toHaveBeenCalled();
});

it('puts server field errors under their fields and keeps what was typed', async () => {
  mockedApiFetch.mockResolvedValue({
    ok: false,
    status: 422,
    message: 'Please review the field errors',
    fieldErrors: { phoneNumber: 'The phone number is not valid' },
  });
  render(<RegisterPanel socialProviders={[]} />);
  await fillAndSubmit();

  expect(mockedApiFetch).toHaveBeenCalledWith('/api/auth/register', {
    method: 'POST',
    body: { name: 'Ngozi Eze', email: 'ngozi@example.com', password: 'secret12', phoneNumber: '08031234567', termsAgreement: true },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Please review the field errors');
  expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('The phone number is not valid');
  expect(screen.getByLabelText('Phone number')).toHaveFocus();
  expect(screen.getByLabelText('Full name')).toHaveValue('Ngozi Eze');
  expect(screen.getByRole('checkbox')).toBeChecked();
});

it('focuses the banner when the failure belongs to no field', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 500, message: 'Server Error, please try again' });
  render(<RegisterPanel socialProviders={[]} />);
  await fillAndSubmit();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server Error, please try again');
  expect(banner.parentElement).toHaveFocus();
});

it('replaces the form with the server message once registered', async () => {
  mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { message: 'We have sent a confirmation link.' } });
  render(<RegisterPanel socialProviders={[]} />);
  await fillAndSubmit();
  expect(await screen.findByRole('status')).toHaveTextContent('We have sent a confirmation link.');
  expect(screen.getByText('Please confirm account to continue')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
});
