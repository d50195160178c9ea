/** @jest-environment node */
import { sealData } from 'iron-session';

const OLD_SECRET = 'o'.repeat(32);
const NEW_SECRET = 'n'.repeat(32);
const signedInData = { accessToken: 'tok', user: { userID: 1, name: 'Ada', email: 'a@b.c', serviceProvider: false }, sid: 'sid-1' };

/** A fresh module graph per environment, since the secrets are read once per process. */
async function loadWith(env: Record<string, string | undefined>) {
  jest.resetModules();
  process.env = { ...process.env, ...env };
  return import('./session-cookie');
}

afterEach(() => {
  delete process.env.SESSION_SECRET;
  delete process.env.SESSION_SECRETS_PREVIOUS;
});

describe('sealedSessionIsSignedIn', () => {
  it('opens a signed-in cookie, and refuses one without a token or sealed with another secret', async () => {
    const { sealedSessionIsSignedIn } = await loadWith({ SESSION_SECRET: OLD_SECRET });
    expect(await sealedSessionIsSignedIn(await sealData(signedInData, { password: { 1: OLD_SECRET } }))).toBe(true);
    expect(await sealedSessionIsSignedIn(await sealData({ user: signedInData.user }, { password: { 1: OLD_SECRET } }))).toBe(false);
    expect(await sealedSessionIsSignedIn(await sealData(signedInData, { password: { 1: NEW_SECRET } }))).toBe(false);
    expect(await sealedSessionIsSignedIn(undefined)).toBe(false);
  });

  it('refuses a cookie whose session was signed out, and one sealed without a session id', async () => {
    const { sealedSessionIsSignedIn } = await loadWith({ SESSION_SECRET: OLD_SECRET });
    const { endedSessions } = await import('./ended-sessions');
    const seal = (data: object) => sealData(data, { password: { 1: OLD_SECRET } });
    const replayed = { ...signedInData, sid: 'signed-out-elsewhere' };
    expect(await sealedSessionIsSignedIn(await seal(replayed))).toBe(true);
    await endedSessions().add(replayed.sid, Date.now() + 60_000);
    expect(await sealedSessionIsSignedIn(await seal(replayed))).toBe(false);
    expect(await sealedSessionIsSignedIn(await seal(signedInData))).toBe(true);
    expect(await sealedSessionIsSignedIn(await seal({ ...signedInData, sid: undefined }))).toBe(false);
  });

  it('still opens cookies of the previous secret after a rotation', async () => {
    const oldCookie = await sealData(signedInData, { password: { 1: OLD_SECRET } });
    const { sealedSessionIsSignedIn } = await loadWith({
      SESSION_SECRET: NEW_SECRET,
      SESSION_SECRETS_PREVIOUS: `1:${OLD_SECRET}`,
    });
    expect(await sealedSessionIsSignedIn(oldCookie)).toBe(true);
  });

  it('no longer opens them once the previous secret is dropped', async () => {
    const oldCookie = await sealData(signedInData, { password: { 1: OLD_SECRET } });
    const { sealedSessionIsSignedIn } = await loadWith({ SESSION_SECRET: NEW_SECRET });
    expect(await sealedSessionIsSignedIn(oldCookie)).toBe(false);
  });
});
