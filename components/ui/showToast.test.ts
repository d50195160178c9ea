import { showToast } from './showToast';

// sonner, loaded with the first toast: the first attempt to load it fails, as on flaky mobile data.
let mockChunkArrives = false;
jest.mock('sonner', () => {
  if (!mockChunkArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return { toast: { success: jest.fn(), error: jest.fn() } };
});

/** Lets the import of sonner settle (jest fails the test on a rejection left unhandled meanwhile). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('drops a toast quietly when sonner fails to arrive, and shows the next one', async () => {
  showToast('error', 'Lost');
  await settle();

  mockChunkArrives = true;
  showToast('error', 'Shown');
  await settle();
  const { toast } = await import('sonner');
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(toast.error).toHaveBeenCalledWith('Shown');
});
