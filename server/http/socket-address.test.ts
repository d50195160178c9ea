/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordSocketAddresses } from './socket-address';

test("every request reaching Node's HTTP server ends its X-Forwarded-For with the socket's address", async () => {
  recordSocketAddresses();
  recordSocketAddresses(); // twice is once
  const seen: (string | string[] | undefined)[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers['x-forwarded-for']);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '6.6.6.6' } })).text();
    await (await fetch(`http://127.0.0.1:${port}/`)).text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(seen).toEqual(['6.6.6.6, 127.0.0.1', '127.0.0.1']);
});
