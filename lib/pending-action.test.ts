import { safeRedirectTarget } from './redirect-target';
import { pendingActionIn, propertyPathWithAction } from './pending-action';

describe('pending actions', () => {
  it('round-trip through a property address that passes the redirect check unchanged', () => {
    const path = propertyPathWithAction(7, 'wishlist');
    expect(path).toBe('/property/7?then=wishlist');
    expect(safeRedirectTarget(path)).toBe(path);
    expect(pendingActionIn(new URL(path, 'http://x.invalid').search)).toBe('wishlist');
  });

  it('ignore anything but the four known actions', () => {
    expect(pendingActionIn('')).toBeNull();
    expect(pendingActionIn('?then=delete')).toBeNull();
    expect(pendingActionIn('?other=wishlist')).toBeNull();
    expect(pendingActionIn('?then=comment&then=wishlist')).toBe('comment');
  });
});
