import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToast } from '@/components/ui/showToast';
import { uiText } from '@/lib/messages/ui';
import { LikeButton } from './LikeButton';

jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
// The like's code, loaded on the first press: the first attempt to load it fails, as on flaky mobile data.
const mockLikeProperty = jest.fn(async () => 8);
let mockChunkArrives = false;
jest.mock('./likeProperty', () => {
  if (!mockChunkArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return { likeProperty: mockLikeProperty };
});

it('says the like could not be loaded when its code fails to arrive, and likes on the next press', async () => {
  render(<LikeButton propertyId={42} propertyName="Lekki duplex" initialLikes={7} />);
  const button = screen.getByRole('button', { name: 'Like Lekki duplex, 7 likes' });

  await act(async () => fireEvent.click(button));
  expect(showToast).toHaveBeenCalledWith('error', uiText.partFailedToLoad);
  expect(button).toBeEnabled();
  expect(screen.getByTestId('like-count')).toHaveTextContent('7');

  mockChunkArrives = true;
  await act(async () => fireEvent.click(button));
  expect(mockLikeProperty).toHaveBeenCalledWith(42);
  expect(screen.getByTestId('like-count')).toHaveTextContent('8');
  expect(showToast).toHaveBeenCalledTimes(1);
});
