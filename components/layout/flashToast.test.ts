import { messages } from '@/lib/messages';
import { queueFlashToast, takeFlashToast } from './flashToast';

describe('flash toast', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('hands back a queued message once', () => {
    queueFlashToast('signedOut');
    expect(takeFlashToast()).toBe(messages.signedOut);
    expect(takeFlashToast()).toBeNull();
  });

  it('gives nothing when nothing was queued', () => {
    expect(takeFlashToast()).toBeNull();
  });

  it('ignores a key that is not in the catalogue', () => {
    window.sessionStorage.setItem('naijahomes:flash-toast', 'toString');
    expect(takeFlashToast()).toBeNull();
  });
});
