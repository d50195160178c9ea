/** @jest-environment node */
import { fixedWindowLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('fixedWindowLimiter', () => {
  it('allows the limit, then says how many seconds are left in the window', async () => {
    const { now, advance } = clock();
    const limiter = fixedWindowLimiter({ limit: 3, windowSeconds: 60 }, { now });
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]).toEqual([undefined, undefined, undefined]);
    expect(await limiter.take('a')).toBe(60);
    advance(45_500);
    expect(await limiter.take('a')).toBe(15);
    expect(await limiter.take('b')).toBeUndefined();
  });

  it('opens again once the window is over', async () => {
    const { now, advance } = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 10 }, { now });
    await limiter.take('a');
    expect(await limiter.take('a')).toBe(10);
    advance(10_000);
    expect(await limiter.take('a')).toBeUndefined();
    expect(await limiter.take('a')).toBe(10);
  });

  it('lets exactly the limit through when every take starts before any finishes', async () => {
    const limiter = fixedWindowLimiter({ limit: 5, windowSeconds: 60 });
    const waits = await Promise.all(Array.from({ length: 50 }, () => limiter.take('a')));
    expect(waits.filter((wait) => wait === undefined)).toHaveLength(5);
  });

  it('release gives back one use of the current window, never more than were taken', async () => {
    const { now, advance } = clock();
    const limiter = fixedWindowLimiter({ limit: 2, windowSeconds: 60 }, { now });
    await limiter.take('a');
    await limiter.take('a');
    await limiter.release('a');
    expect(await limiter.take('a')).toBeUndefined();
    expect(await limiter.take('a')).toBe(60);
    // Releasing an unknown key or an expired window counts nothing in advance.
    await limiter.release('b');
    await limiter.release('b');
    expect([await limiter.take('b'), await limiter.take('b'), await limiter.take('b')]).toEqual([undefined, undefined, 60]);
    advance(60_000);
    await limiter.release('a');
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]).toEqual([undefined, undefined, 60]);
  });

  it('never waits less than a second', async () => {
    const { now, advance } = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 1 }, { now });
    await limiter.take('a');
    advance(999);
    expect(await limiter.take('a')).toBe(1);
  });

  it('holds at most maxKeys keys, forgetting the oldest first', async () => {
    const { now } = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 60 }, { now, maxKeys: 2 });
    await limiter.take('first');
    await limiter.take('second');
    await limiter.take('third');
    expect(await limiter.take('second')).toBe(60);
    expect(await limiter.take('third')).toBe(60);
    expect(await limiter.take('first')).toBeUndefined();
  });
});
