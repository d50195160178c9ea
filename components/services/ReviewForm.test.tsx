import { render, screen, within } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { apiFetch } from '@/lib/api-client';
import { ReviewPanel } from './ReviewForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('@/components/layout/useSession', () => ({ useSession: () => ({ status: 'signed-in', userID: 7, user: null }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
const mockedApiFetch = jest.mocked(apiFetch);

async function fillAndSubmit() {
  render(<ReviewPanel homeServiceId={3} onSubmitted={jest.fn()} />);
  typeInto('Your name', 'Ngozi Eze');
  typeInto('Your e-mail', 'ngozi@example.com');
  typeInto('Your phone number', '08031234567');
  typeInto('Your review', 'Quick and careful work.');
  await submitWith('SUBMIT REVIEW');
}

beforeEach(() => mockedApiFetch.mockReset());

it('focuses the banner when the failure belongs to no field', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 403, message: 'You cannot review your own home service' });
  await fillAndSubmit();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('You cannot review your own home service');
  expect(banner.parentElement).toHaveFocus();
  expect(screen.getByLabelText('Your name')).toHaveValue('Ngozi Eze');
});

it('leaves focus on the field the server put a message on', async () => {
  mockedApiFetch.mockResolvedValue({
    ok: false,
    status: 422,
    message: 'Please review the field errors',
    fieldErrors: { reviewer_email: 'This e-mail address is not accepted' },
  });
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please review the field errors');
  expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription('This e-mail address is not accepted');
  expect(screen.getByLabelText('Your e-mail')).toHaveFocus();
});

it('focuses the star rating the server put a message on, at the rating it holds', async () => {
  mockedApiFetch.mockResolvedValue({
    ok: false,
    status: 422,
    message: 'Please review the field errors',
    fieldErrors: { responsiveness: 'Rate from 0 to 5 stars' },
  });
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please review the field errors');
  const group = screen.getByRole('group', { name: 'Responsiveness' });
  const held = within(group).getByRole('radio', { name: '0 stars' });
  expect(held).toBeChecked();
  expect(held).toHaveFocus();
  expect(held).toHaveAccessibleDescription('Rate from 0 to 5 stars');
});
