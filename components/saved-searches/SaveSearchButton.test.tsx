import { act, fireEvent, render, screen } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { setSessionUser } from '@/components/layout/useSession';
import { installDialogMethods } from '@/components/ui/dialog-test-utils';
import { apiFetch } from '@/lib/api-client';
import { SaveSearchButton } from './SaveSearchButton';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
const mockedApiFetch = jest.mocked(apiFetch);

// The dialog's code (sign-in and save forms) loads on first use; transformed once here, not inside a
// test's time. The first render of the login form still takes seconds on a busy two-core machine.
beforeAll(() => import('./SaveSearchDialog'), 30_000);
jest.setTimeout(15_000);
beforeAll(installDialogMethods);
beforeEach(() => {
  mockedApiFetch.mockReset();
  window.history.replaceState(null, '', '/properties/rent?state_id=25');
  global.fetch = jest.fn(async () => Response.json({ user: null })) as unknown as typeof fetch;
});

const query = 'transaction_type=RENT&state_id=25';
const name = 'Properties for rent in Lagos';
const user = { userID: 4, name: 'Bola', email: 'buyer@example.com', serviceProvider: false };

async function openDialog() {
  render(<SaveSearchButton query={query} name={name} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
  });
  return screen.findByRole('dialog', { name: 'Save this search' });
}

it('offers a visitor sign-in or sign-up here, coming back to this listing with the dialog to open', async () => {
  const dialog = await openDialog();
  await act(async () => setSessionUser(null));
  expect(dialog).toHaveTextContent('Sign in or sign up to save this search');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
  typeInto('E-mail address', 'buyer@example.com');
  typeInto('Password', 'password1');
  mockedApiFetch.mockResolvedValue({ ok: false, status: 400, message: 'Wrong' });
  await submitWith('Log in');
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/auth/login', {
    method: 'POST',
    body: { email: 'buyer@example.com', password: 'password1', next: '/properties/rent?state_id=25#save-search' },
  });
});

it('saves a signed-in user\'s search under the name of its filters, with instant alerts unless they choose daily', async () => {
  await openDialog();
  await act(async () => setSessionUser(user));
  expect(screen.getByLabelText('Name of the search')).toHaveValue(name);
  expect(screen.getByLabelText('As soon as one is listed')).toBeChecked();
  fireEvent.click(screen.getByLabelText('Once a day'));
  const saved = { id: 9, name, query, frequency: 'daily', date_created: '2026-11-01T10:00:00.000Z' };
  mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { Detail: 'Search saved', saved_search: saved } });
  await submitWith('Save search');
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/profile/savedSearches', { method: 'POST', body: { name, frequency: 'daily', query } });
  expect(screen.getByRole('status')).toHaveTextContent(`"${name}" is saved.`);
  expect(screen.getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute('href', '/dashboard?view=searches');
});

it('says what is wrong with the name and sends nothing; a provider without saved searches is said plainly', async () => {
  await openDialog();
  await act(async () => setSessionUser(user));
  typeInto('Name of the search', '   ');
  await submitWith('Save search');
  expect(screen.getByText('Give the search a name')).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();

  typeInto('Name of the search', 'Lagos rentals');
  mockedApiFetch.mockResolvedValue({ ok: false, status: 404, message: 'Not found' });
  await submitWith('Save search');
  expect(screen.getByRole('alert')).toHaveTextContent('Saved searches are not available at the moment');
  expect(screen.getByLabelText('Name of the search')).toHaveValue('Lagos rentals');
});

it('says plainly when the account keeps the most searches it may, keeps what was typed and leads to the dashboard', async () => {
  await openDialog();
  await act(async () => setSessionUser(user));
  typeInto('Name of the search', 'Lagos rentals under 5m');
  fireEvent.click(screen.getByLabelText('Once a day'));
  mockedApiFetch.mockResolvedValue({ ok: false, status: 403, message: 'You can keep at most 50 saved searches: delete one to save another' });
  await submitWith('Save search');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You already have 50 saved searches, the most an account can keep. Delete one you no longer need, then save this one.',
  );
  expect(screen.getByLabelText('Name of the search')).toHaveValue('Lagos rentals under 5m');
  expect(screen.getByLabelText('Once a day')).toBeChecked();
  expect(screen.getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute('href', '/dashboard?view=searches');
});

it('opens itself once when the address asks for it (back from signing up), and takes that out of the address', async () => {
  window.history.replaceState(null, '', '/properties/rent?state_id=25#save-search');
  render(<SaveSearchButton query={query} name={name} />);
  expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/properties/rent?state_id=25');
});
