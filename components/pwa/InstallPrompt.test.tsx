import { act, fireEvent, render, screen } from '@testing-library/react';
import { INSTALL_OFFER_EVENT, type InstallOffer } from '@/lib/pwa/install-prompt';
import { pwaText } from '@/lib/messages/pwa';
import { InstallPrompt } from './InstallPrompt';

function offerToInstall(): InstallOffer {
  const offer = Object.assign(new Event('beforeinstallprompt'), {
    prompt: jest.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.__nhInstallOffer = offer;
    window.dispatchEvent(new Event(INSTALL_OFFER_EVENT));
  });
  return offer;
}

describe('InstallPrompt', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    delete window.__nhInstallOffer;
  });

  it('stays hidden on the first visit even when the browser offers installing', () => {
    render(<InstallPrompt />);
    offerToInstall();
    expect(screen.queryByRole('heading', { name: pwaText.installTitle })).toBeNull();
  });

  it('shows on the second visit, installs when asked, and never shows again', () => {
    localStorage.setItem('nh.visits', '1');
    const { unmount } = render(<InstallPrompt />);
    const offer = offerToInstall();
    fireEvent.click(screen.getByRole('button', { name: pwaText.install }));
    expect(offer.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: pwaText.installTitle })).toBeNull();
    unmount();

    sessionStorage.clear();
    render(<InstallPrompt />);
    offerToInstall();
    expect(screen.queryByRole('heading', { name: pwaText.installTitle })).toBeNull();
  });

  it('"Not now" dismisses it for good', () => {
    localStorage.setItem('nh.visits', '1');
    const { unmount } = render(<InstallPrompt />);
    offerToInstall();
    fireEvent.click(screen.getByRole('button', { name: pwaText.notNow }));
    unmount();
    sessionStorage.clear();
    render(<InstallPrompt />);
    offerToInstall();
    expect(screen.queryByRole('heading', { name: pwaText.installTitle })).toBeNull();
  });
});
