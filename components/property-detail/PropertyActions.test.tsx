import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToast } from '@/components/ui/showToast';
import { propertyText } from '@/lib/messages/property';
import { rememberPromptedAction } from '@/lib/prompted-action';
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

// jsdom has the element but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const renderActions = () =>
  render(
    <PropertyActions propertyId={42} share={{ text: 'Lekki duplex', url: 'http://localhost/property/42' }} owner={{ id: 2, name: 'Ada' }} floorPlans={[]} states={[]} reportsOffered={false} />,
  );

it('with Comment in the address but no press of it noted in this tab, focuses Comment and says to press it, opening no dialog by itself', async () => {
  window.history.replaceState(null, '', '/property/42?then=comment');
  await act(async () => renderActions());

  const comment = screen.getByRole('button', { name: propertyText.comment });
  expect(comment).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent(propertyText.resumeAction(propertyText.comment));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.location.search).toBe('');

  await act(async () => fireEvent.click(comment));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

it('after a sign-in from the comment prompt this tab just showed, reopens the comment dialog', async () => {
  rememberPromptedAction(window.sessionStorage, 42, 'comment');
  window.history.replaceState(null, '', '/property/42?then=comment');
  await act(async () => renderActions());

  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(window.location.search).toBe('');
});

it('closes an open dialog when the browser restores the page from its back/forward cache', async () => {
  window.history.replaceState(null, '', '/property/42');
  await act(async () => renderActions());
  await act(async () => fireEvent.click(screen.getByRole('button', { name: propertyText.share })));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();

  // A plain navigation back (not from the cache) leaves it as it is; a restore closes it.
  await act(async () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await act(async () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  expect(screen.queryByRole('dialog')).toBeNull();
});
