/** @jest-environment node */
import { fixedWindowLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('fixedWindowLimiter', () => {
  it('allows the limit, then says how many seconds are left in the window', () => {
    const { now, advance } = clock();
    const limiter = fixedWindowLimiter({ limit: 3, windowSeconds: 60 }, { now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([undefined, undefined, undefined]);
    expect(limiter.take('a')).toBe(60);
    advance(45_500);
    expect(limiter.take('a')).toBe(15);
    expect(limiter.take('b')).toBeUndefined();
  });

  it('opens again once the window is over', () => {
    const { now, advance } = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 10 }, { now });
    limiter.take('a');
    expect(limiter.check('a')).toBe(10);
    advance(10_000);
    expect(limiter.check('a')).toBeUndefined();
    expect(limiter.take('a')).toBeUndefined();
    expect(limiter.check('a')).toBe(10);
  });

  it('check counts nothing; record counts without asking', () => {
    const { now } = clock();
    const limiter = fixedWindowLimiter({ limit: 2, windowSeconds: 60 }, { now });
    for (let i = 0; i < 5; i += 1) expect(limiter.check('a')).toBeUndefined();
    limiter.record('a');
    limiter.record('a');
    expect(limiter.check('a')).toBe(60);
  });

  it('never waits less than a second', () => {
    const { now, advance } = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 1 }, { now });
    limiter.take('a');
    advance(999);
    expect(limiter.check('a')).toBe(1);
  });

  it('holds at most maxKeys keys, forgetting the oldest first', () => {
    const { now } = clock();
    const limiter = fixedWindowLimiter({ limit: 1, windowSeconds: 60 }, { now, maxKeys: 2 });
    limiter.take('first');
    limiter.take('second');
    limiter.take('third');
    expect(limiter.check('first')).toBeUndefined();
    expect(limiter.check('second')).toBe(60);
    expect(limiter.check('third')).toBe(60);
  });
});
