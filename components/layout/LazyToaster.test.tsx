import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyToaster } from './LazyToaster';

jest.mock('./flashToast', () => ({ takeFlashToast: () => 'You have been signed out' }));
// sonner, loaded by the toaster: the first attempt fails, as on flaky mobile data.
const mockSuccess = jest.fn();
let mockChunkArrives = false;
jest.mock('sonner', () => {
  if (!mockChunkArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return { Toaster: () => <div data-testid="toaster" />, toast: { success: mockSuccess } };
});

it('loads the toaster again on the next action when sonner failed to arrive, and shows the waiting toast', async () => {
  await act(async () => render(<LazyToaster />));
  expect(screen.queryByTestId('toaster')).toBeNull();

  mockChunkArrives = true;
  await act(async () => fireEvent.pointerDown(document.body));
  expect(screen.getByTestId('toaster')).toBeInTheDocument();
  expect(mockSuccess).toHaveBeenCalledWith('You have been signed out');
  // Loaded once: a later action does not load or show it again.
  await act(async () => fireEvent.keyDown(document.body, { key: 'a' }));
  expect(mockSuccess).toHaveBeenCalledTimes(1);
});
