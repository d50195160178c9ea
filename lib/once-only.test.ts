/** @jest-environment node */
import { IDEMPOTENCY_KEY_PATTERN, isOnceOnlyWrite, onceOnlyWrite } from './once-only';

describe('once-only writes (the browser side)', () => {
  it('gives every write a fresh key the BFF accepts', () => {
    const answeredWrite = () => {
      const write = onceOnlyWrite('POST', '/api/vst/a', { n: 1 });
      write.answered();
      return write.key;
    };
    const keys = new Set(Array.from({ length: 50 }, answeredWrite));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('gives the same content sent again before an answer the same key, until an answer arrives', () => {
    const first = onceOnlyWrite('POST', '/api/vst/comment/saveComment', { comment: 'Hi' });
    const again = onceOnlyWrite('POST', '/api/vst/comment/saveComment', { comment: 'Hi' });
    expect(again.key).toBe(first.key);
    expect(onceOnlyWrite('POST', '/api/vst/comment/saveComment', { comment: 'Hi!' }).key).not.toBe(first.key);
    expect(onceOnlyWrite('POST', '/api/vst/other', { comment: 'Hi' }).key).not.toBe(first.key);
    again.answered();
    expect(onceOnlyWrite('POST', '/api/vst/comment/saveComment', { comment: 'Hi' }).key).not.toBe(first.key);
  });

  it("tells forms apart by their fields and files, a file by name, size and date", () => {
    const form = (size: number) => {
      const body = new FormData();
      body.append('name', 'Duplex');
      body.append('photo', new File(['x'.repeat(size)], 'front.jpg', { type: 'image/jpeg', lastModified: 1 }));
      return body;
    };
    const first = onceOnlyWrite('POST', '/api/vst/profile/submitListing', form(10));
    expect(onceOnlyWrite('POST', '/api/vst/profile/submitListing', form(10)).key).toBe(first.key);
    expect(onceOnlyWrite('POST', '/api/vst/profile/submitListing', form(11)).key).not.toBe(first.key);
  });

  it('applies to writes through the BFF only', () => {
    expect(isOnceOnlyWrite('POST', '/api/vst/comment/saveComment')).toBe(true);
    expect(isOnceOnlyWrite('DELETE', '/api/vst/profile/savedSearches/delete')).toBe(true);
    expect(isOnceOnlyWrite('GET', '/api/vst/comment/getComments')).toBe(false);
    expect(isOnceOnlyWrite('POST', '/api/auth/login')).toBe(false);
  });

  it('keeps the keys of unanswered writes across a reload of the page, in sessionStorage', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (name: string) => stored.get(name) ?? null, setItem: (name: string, value: string) => void stored.set(name, value) };
    Object.assign(globalThis, { sessionStorage: storage });
    try {
      const load = () => {
        let fresh: typeof import('./once-only') | undefined;
        jest.isolateModules(() => {
          fresh = jest.requireActual<typeof import('./once-only')>('./once-only');
        });
        return fresh!;
      };
      // Sent, and the page reloaded before its answer came.
      const lost = load().onceOnlyWrite('POST', '/api/vst/profile/submitListing', { name: 'Palm Court' });
      // The page is loaded again: a fresh copy of the module, the same tab's storage.
      const again = load().onceOnlyWrite('POST', '/api/vst/profile/submitListing', { name: 'Palm Court' });
      expect(again.key).toBe(lost.key);
      again.answered();
      expect(load().onceOnlyWrite('POST', '/api/vst/profile/submitListing', { name: 'Palm Court' }).key).not.toBe(lost.key);
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });
});
