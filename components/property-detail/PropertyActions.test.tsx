import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToast } from '@/components/ui/showToast';
import { propertyText } from '@/lib/messages/property';
import { uiText } from '@/lib/messages/ui';
import { PropertyActions } from './PropertyActions';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
jest.mock('@/components/layout/useSession', () => ({ useSession: () => ({ status: 'signed-in', userID: 1 }) }));
jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
// The wishlist's code, loaded on first use: the first attempt to load it fails, as on flaky mobile data.
const mockAddToWishlist = jest.fn(async () => ({ ok: true as const, status: 200, data: {} }));
let mockChunkArrives = false;
jest.mock('./wishlist', () => {
  if (!mockChunkArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return { addToWishlist: mockAddToWishlist, fetchWishlistStatus: async () => ({ in_wishlist: false }) };
});

it('says the wishlist could not be loaded when its code fails to arrive, and adds on the next press', async () => {
  render(
    <PropertyActions propertyId={42} share={{ text: 'Lekki duplex', url: 'http://localhost/property/42' }} owner={{ id: 2, name: 'Ada' }} floorPlans={[]} states={[]} reportsOffered={false} />,
  );
  const add = screen.getByRole('button', { name: propertyText.addToWishlist });

  await act(async () => fireEvent.click(add));
  expect(showToast).toHaveBeenCalledWith('error', uiText.partFailedToLoad);
  expect(add).toBeEnabled();

  mockChunkArrives = true;
  await act(async () => fireEvent.click(add));
  expect(mockAddToWishlist).toHaveBeenCalledWith(42);
  expect(mockPush).toHaveBeenCalledWith('/dashboard?view=wishlist');
});
