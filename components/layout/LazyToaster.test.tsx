import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { takeFlashToast } from './flashToast';
import { LazyToaster } from './LazyToaster';

jest.mock('./flashToast', () => ({ takeFlashToast: jest.fn() }));
// sonner, loaded by the toaster: the first attempt fails, as on flaky mobile data.
const mockSuccess = jest.fn();
let mockChunkArrives = false;
jest.mock('sonner', () => {
  if (!mockChunkArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return { Toaster: () => <div data-testid="toaster" />, toast: { success: mockSuccess } };
});

it('loads the toaster again on the next action when sonner failed to arrive, and shows the waiting toast', async () => {
  jest.mocked(takeFlashToast).mockReturnValue('You have been signed out');
  await act(async () => render(<LazyToaster />));
  expect(screen.queryByTestId('toaster')).toBeNull();

  mockChunkArrives = true;
  await act(async () => fireEvent.pointerDown(document.body));
  expect(screen.getByTestId('toaster')).toBeInTheDocument();
  await waitFor(() => expect(mockSuccess).toHaveBeenCalledWith('You have been signed out'));
  // Loaded once: a later action does not load or show it again.
  await act(async () => fireEvent.keyDown(document.body, { key: 'a' }));
  expect(mockSuccess).toHaveBeenCalledTimes(1);
});

it('loads the toaster by itself once the page is idle, showing nothing when no toast was queued', async () => {
  jest.mocked(takeFlashToast).mockReturnValue(null);
  mockSuccess.mockReset();
  render(<LazyToaster />);
  expect(screen.queryByTestId('toaster')).toBeNull();
  expect(await screen.findByTestId('toaster')).toBeInTheDocument();
  expect(mockSuccess).not.toHaveBeenCalled();
});
