import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToast } from '@/components/ui/showToast';
import { uiText } from '@/lib/messages/ui';
import { SessionNavItems } from './SessionNavItems';

jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
jest.mock('./useSession', () => ({ useSession: () => ({ status: 'signed-in', userID: 7, user: null }) }));
// The sign-out's code, loaded on the first press: the first attempt to load it fails, as on flaky mobile data.
const mockSignOut = jest.fn(async () => true);
let mockChunkArrives = false;
jest.mock('./signOut', () => {
  if (!mockChunkArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return { signOut: mockSignOut };
});

it('says the sign-out could not be loaded when its code fails to arrive, and signs out on the next press', async () => {
  render(<SessionNavItems pathname="/" />);
  const logout = screen.getByRole('button', { name: 'Log out' });

  await act(async () => fireEvent.click(logout));
  expect(showToast).toHaveBeenCalledWith('error', uiText.partFailedToLoad);
  expect(logout).toBeEnabled();

  mockChunkArrives = true;
  await act(async () => fireEvent.click(logout));
  expect(mockSignOut).toHaveBeenCalledTimes(1);
  // Signed out: the page is reloading, so the button stays busy until it goes.
  expect(logout).toBeDisabled();
  expect(showToast).toHaveBeenCalledTimes(1);
});
