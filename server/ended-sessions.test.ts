/** @jest-environment node */
import { endedSessions, MemoryEndedSessionStore } from './ended-sessions';

describe('MemoryEndedSessionStore', () => {
  it('knows an ended session until its cookie would have expired, then forgets it', async () => {
    let now = 1_000;
    const store = new MemoryEndedSessionStore(() => now);
    await store.add('a', 2_000);
    expect(await store.has('a')).toBe(true);
    expect(await store.has('b')).toBe(false);
    now = 2_000;
    expect(await store.has('a')).toBe(false);
  });

  it('drops expired entries as new ones come, so the list stays as long as the cookies that may still open', async () => {
    let now = 0;
    const store = new MemoryEndedSessionStore(() => now);
    for (let index = 0; index < 100; index += 1) await store.add(`old-${index}`, 500);
    now = 600;
    await store.add('new', 1_100);
    expect(store.size).toBe(1);
    expect(await store.has('new')).toBe(true);
  });
});

describe('endedSessions', () => {
  it('is one store per process, whichever bundle asks (proxy.ts and the route handlers)', async () => {
    const first = endedSessions();
    jest.resetModules();
    const again = (await import('./ended-sessions')).endedSessions();
    expect(again).toBe(first);
  });
});
