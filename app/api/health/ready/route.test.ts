/** @jest-environment node */
import { GET } from './route';

test('ready until the process is told to stop, then draining (503) so the balancer takes it out', async () => {
  const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  // instrumentation.ts watches the signals with a copy of the module of its own (Next bundles it
  // apart from the route), so the route must see what another copy set.
  let watchShutdown!: () => void;
  jest.isolateModules(() => {
    ({ watchShutdown } = jest.requireActual<typeof import('@/server/lifecycle')>('@/server/lifecycle'));
  });
  watchShutdown();
  const response = GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ready' });

  // Only the listener added above: jest's own SIGTERM handling is left alone.
  const added = process.listeners('SIGTERM').filter((listener) => !before.SIGTERM.includes(listener));
  expect(added).toHaveLength(1);
  added[0]?.('SIGTERM');
  for (const listener of process.listeners('SIGINT').filter((listener) => !before.SIGINT.includes(listener))) process.off('SIGINT', listener);
  const draining = GET();
  expect(draining.status).toBe(503);
  expect(await draining.json()).toEqual({ status: 'draining' });
});
