import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { installDialogMethods } from '@/components/ui/dialog-test-utils';
import { apiFetch } from '@/lib/api-client';
import type { SavedSearch } from '@/lib/vst/saved-searches';
import { SavedSearchItem } from './SavedSearchItem';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const mockRouter = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
const mockedApiFetch = jest.mocked(apiFetch);

beforeAll(installDialogMethods);
beforeEach(() => {
  mockedApiFetch.mockReset();
  mockRouter.refresh.mockReset();
  jest.mocked(toast.success).mockReset();
});

const search: SavedSearch = { id: 7, name: 'Lagos flats', query: 'transaction_type=RENT&state_id=25', frequency: 'instant', date_created: '2026-11-01T10:00:00.000Z' };
const renderItem = () =>
  render(<SavedSearchItem search={search} filters="Properties for rent in Lagos" href="/properties/rent?state_id=25" />);
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

it('shows the name, the filters in words, the date and the alerts, and opens the listing', () => {
  renderItem();
  expect(screen.getByRole('heading', { name: 'Lagos flats' })).toBeInTheDocument();
  expect(screen.getByText('Properties for rent in Lagos')).toBeInTheDocument();
  expect(screen.getByText('Saved 1 Nov 2026')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'As soon as one is listed' })).toBeChecked();
  expect(screen.getByRole('link', { name: 'Open the search Lagos flats' })).toHaveAttribute('href', '/properties/rent?state_id=25');
});

it('saves a new alert frequency at once, and goes back to the saved one when that fails', async () => {
  renderItem();
  mockedApiFetch.mockResolvedValueOnce({ ok: true, status: 200, data: { Detail: 'Saved search updated', saved_search: { ...search, frequency: 'daily' } } });
  await click(screen.getByRole('radio', { name: 'Once a day' }));
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/profile/savedSearches/update', expect.objectContaining({ body: { id: 7, frequency: 'daily' } }));
  expect(screen.getByRole('radio', { name: 'Once a day' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('Alerts for "Lagos flats": once a day');

  mockedApiFetch.mockResolvedValueOnce({ ok: false, status: 503, message: 'We could not reach the service.' });
  await click(screen.getByRole('radio', { name: 'Off' }));
  expect(screen.getByRole('radio', { name: 'Once a day' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('The alerts were not changed: We could not reach the service.');
});

it('renames in place: a clear message for a bad name, nothing sent, then the new name saved', async () => {
  renderItem();
  await click(screen.getByRole('button', { name: 'Rename Lagos flats' }));
  typeInto('New name for Lagos flats', 'x'.repeat(121));
  await submitWith('Save name');
  expect(screen.getByText('Use at most 120 characters')).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();

  typeInto('New name for Lagos flats', ' Ikeja rentals ');
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Saved search updated', saved_search: { ...search, name: 'Ikeja rentals' } } });
  await submitWith('Save name');
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/profile/savedSearches/update', { method: 'POST', body: { name: 'Ikeja rentals', id: 7 } });
  expect(toast.success).toHaveBeenCalledWith('Renamed to "Ikeja rentals"');
  expect(mockRouter.refresh).toHaveBeenCalled();
  expect(screen.queryByLabelText('New name for Lagos flats')).not.toBeInTheDocument();
});

it('keeps what was typed and shows the provider\'s word, focused, when a rename fails; Cancel leaves the name as it was', async () => {
  renderItem();
  await click(screen.getByRole('button', { name: 'Rename Lagos flats' }));
  typeInto('New name for Lagos flats', 'Ikeja rentals');
  mockedApiFetch.mockResolvedValue({ ok: false, status: 404, message: 'Saved search not found' });
  await submitWith('Save name');
  const banner = screen.getByRole('alert');
  expect(banner).toHaveTextContent('Saved search not found');
  expect(banner.parentElement).toHaveFocus();
  expect(screen.getByLabelText('New name for Lagos flats')).toHaveValue('Ikeja rentals');
  await click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByLabelText('New name for Lagos flats')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Lagos flats' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Rename Lagos flats' })).toHaveFocus();
});

it('deletes only after asking', async () => {
  renderItem();
  await click(screen.getByRole('button', { name: 'Delete Lagos flats' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this saved search?' });
  expect(dialog).toHaveTextContent('"Lagos flats" will be deleted and its e-mail alerts will stop.');
  await click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(mockedApiFetch).not.toHaveBeenCalled();

  await click(screen.getByRole('button', { name: 'Delete Lagos flats' }));
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Saved search deleted' } });
  await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/profile/savedSearches/delete', expect.objectContaining({ body: { id: 7 } }));
  expect(toast.success).toHaveBeenCalledWith('"Lagos flats" was deleted');
  expect(mockRouter.refresh).toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
