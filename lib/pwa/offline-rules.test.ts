/** @jest-environment node */
import { isListingPage, isPropertyPage, markSavedAt, mayKeep } from './offline-rules';

/** A constructed Response's type is 'default': an answer as the service worker sees a same-origin one. */
function sameOriginAnswer(status: number, headers: Record<string, string> = {}): Response {
  const response = new Response('<html lang="en-NG"><body></body></html>', { status, headers });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

describe('what the service worker keeps', () => {
  it('keeps only property pages and the listing pages, by their exact address', () => {
    expect(isPropertyPage('/property/12')).toBe(true);
    expect(isPropertyPage('/property/12/edit')).toBe(false);
    expect(isPropertyPage('/property/0')).toBe(false);
    expect(isListingPage('/properties/buy')).toBe(true);
    for (const path of ['/dashboard', '/staff', '/payments/callback', '/api/vst/profile', '/finance/paymentprofile']) {
      expect(isPropertyPage(path) || isListingPage(path)).toBe(false);
    }
  });

  it('writes no answer marked private or no-store, nor anything but a whole 200', () => {
    expect(mayKeep(sameOriginAnswer(200, { 'Cache-Control': 's-maxage=60, stale-while-revalidate' }))).toBe(true);
    expect(mayKeep(sameOriginAnswer(200, { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
    expect(mayKeep(sameOriginAnswer(200, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayKeep(sameOriginAnswer(404))).toBe(false);
    expect(mayKeep(sameOriginAnswer(206))).toBe(false);
  });

  it('marks a kept page with when it was saved', () => {
    const marked = markSavedAt('<!DOCTYPE html><html lang="en-NG"><head></head></html>', new Date('2026-11-28T09:15:00Z'));
    expect(marked).toBe('<!DOCTYPE html><html data-offline-saved="2026-11-28T09:15:00.000Z" lang="en-NG"><head></head></html>');
  });
});
