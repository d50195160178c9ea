import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * A provider that fails on command, for the resilience journeys (e2e/resilience.spec.ts). It sits
 * between the web app and the real embedded provider and, depending on its mode:
 * - `pass`: forwards every request unchanged;
 * - `down`: stops listening and drops open connections (the web app sees connections refused);
 * - `stall`: accepts requests and never answers (beyond any timeout);
 * - `garbage`: answers 200 with a body that is not the provider's JSON.
 * The mode is set on a control port of its own, so it stays reachable while the provider is "down".
 * Run: `tsx e2e/support/fake-provider.ts` with FAKE_PROVIDER_PORT, FAKE_PROVIDER_CONTROL_PORT and
 * FAKE_PROVIDER_UPSTREAM (the real provider's URL).
 */

export const fakeProviderModes = ['pass', 'down', 'stall', 'garbage'] as const;
export type FakeProviderMode = (typeof fakeProviderModes)[number];

const isMode = (value: string): value is FakeProviderMode => (fakeProviderModes as readonly string[]).includes(value);

/** For specs: switches the running fake provider's mode (the control URL comes from playwright.config.ts). */
export async function setProviderMode(mode: FakeProviderMode, controlUrl = process.env.E2E_FAKE_PROVIDER_CONTROL_URL): Promise<void> {
  if (!controlUrl) throw new Error('E2E_FAKE_PROVIDER_CONTROL_URL is not set (playwright.config.ts sets it)');
  const response = await fetch(`${controlUrl}/mode`, { method: 'PUT', body: mode });
  if (!response.ok) throw new Error(`fake provider refused mode ${mode}: ${response.status}`);
}

function startFakeProvider({ port, controlPort, upstream }: { port: number; controlPort: number; upstream: URL }) {
  let mode: FakeProviderMode = 'pass';
  const sockets = new Set<Socket>();
  const stalled = new Set<Socket>();

  const provider = http.createServer((request, response) => {
    if (mode === 'stall') {
      stalled.add(request.socket); // left unanswered until the mode changes
      return;
    }
    if (mode === 'garbage') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('<html><body>502 Bad Gateway (an HTML error page where JSON was due)</body></html>');
      return;
    }
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  provider.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** Cuts connections; idle keep-alive ones survive other switches, as they would on a live provider. */
  const drop = (connections: Set<Socket>) => {
    connections.forEach((socket) => socket.destroy());
    connections.clear();
  };
  const listen = () => new Promise<void>((resolve) => provider.listen(port, '127.0.0.1', resolve));
  let closed: Promise<void> = Promise.resolve();

  /** Resolves once the new mode is in force (listening again after `down`), so tests never race it. */
  async function switchTo(next: FakeProviderMode) {
    if (next === mode) return;
    const wasDown = mode === 'down';
    mode = next;
    // Requests left hanging are cut when the stall ends, as a provider restart would.
    drop(stalled);
    if (next === 'down') {
      closed = new Promise((resolve) => provider.close(() => resolve()));
      drop(sockets);
    } else if (wasDown) {
      await closed;
      await listen();
    }
  }

  const control = http.createServer((request, response) => {
    if (request.url === '/mode' && request.method === 'PUT') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const next = body.trim();
        if (!isMode(next)) {
          response.writeHead(400).end(`modes: ${fakeProviderModes.join(', ')}`);
          return;
        }
        void switchTo(next).then(() => response.writeHead(204).end());
      });
      return;
    }
    if (request.url === '/health') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end(mode);
      return;
    }
    response.writeHead(404).end();
  });

  void listen();
  control.listen(controlPort, '127.0.0.1');
  console.log(`fake provider on ${port} (control ${controlPort}) in front of ${upstream.origin}`);
}

if (process.argv[1]?.endsWith('fake-provider.ts')) {
  startFakeProvider({
    port: Number(process.env.FAKE_PROVIDER_PORT),
    controlPort: Number(process.env.FAKE_PROVIDER_CONTROL_PORT),
    upstream: new URL(process.env.FAKE_PROVIDER_UPSTREAM ?? 'http://127.0.0.1:4110'),
  });
}
