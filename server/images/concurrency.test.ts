/** @jest-environment node */
import { expiringMap, semaphore, singleFlight } from './concurrency';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('semaphore', () => {
  it('runs at most `limit` at once, queues `maxWaiting` in order, and turns the rest away', async () => {
    const gate = semaphore(1, 1);
    const order: string[] = [];
    let open: () => void = () => {};
    const first = gate.run(() => new Promise<string>((resolve) => (open = () => resolve('first'))));
    const second = gate.run(async () => {
      order.push('second');
      return 'second';
    });
    await settle();
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    expect(await gate.run(async () => 'third')).toBeNull();
    expect(order).toEqual([]);
    open();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('gives the place back when a task throws', async () => {
    const gate = semaphore(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe('singleFlight', () => {
  it('shares one run among concurrent calls of one id, and runs anew once it settled (failed or not)', async () => {
    const flights = singleFlight<number>();
    const task = jest.fn(async () => 7);
    const [a, b] = await Promise.all([flights.run('x', task), flights.run('x', task)]);
    expect([a, b]).toEqual([
      { result: 7, leader: true },
      { result: 7, leader: false },
    ]);
    expect(task).toHaveBeenCalledTimes(1);
    await expect(flights.run('y', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await flights.run('y', task)).result).toBe(7);
  });
});

describe('expiringMap', () => {
  it('forgets entries after their time and the oldest past its size', () => {
    let clock = 0;
    const map = expiringMap<string>({ ttlMs: 100, maxEntries: 2, now: () => clock });
    map.set('a', '1');
    map.set('b', '2');
    map.set('c', '3');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, '2', '3']);
    clock = 100;
    expect(map.get('b')).toBeUndefined();
  });
});
