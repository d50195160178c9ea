import { spawn, type ChildProcess } from 'node:child_process';
import { startGatewayStandIn, type GatewayStandIn } from '../../provider/src/testing/gatewayStandIn';

/**
 * A site whose provider pays through "real" Paystack and Flutterwave, for e2e/payments-gateways.spec.ts:
 * - the stand-in of both gateways' APIs and checkout pages (provider/src/testing/gatewayStandIn.ts),
 *   which also posts each gateway's signed webhook to the site when the buyer pays, as they do;
 * - the embedded provider, sandbox off, with both gateways' keys and base URLs on the stand-in;
 * - `next start` from the suite's build.
 * It is started by the journeys that use it, not by playwright.config.ts, so no other journey pays for it.
 * Ports: E2E_GATEWAY_SITE_PORT for the site, the next one for the provider, the one after for the stand-in.
 */
const port = Number(process.env.E2E_GATEWAY_SITE_PORT ?? 3130);
export const gatewaySiteUrl = `http://localhost:${port}`;
export const gatewaySiteProviderUrl = `http://127.0.0.1:${port + 1}`;

export type GatewaySite = { standIn: GatewayStandIn; stop(): Promise<void> };

export async function startGatewaySite(): Promise<GatewaySite> {
  const standIn = await startGatewayStandIn(port + 2);
  standIn.webhookUrls = {
    paystack: `${gatewaySiteUrl}/api/payments/webhooks/paystack`,
    flutterwave: `${gatewaySiteUrl}/api/payments/webhooks/flutterwave`,
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await standIn.close();
  };
  const startGroup = (command: string, args: string[], env: Record<string, string>) => {
    // A process group of its own, so stopping it stops what it spawned.
    children.push(spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true }));
  };
  try {
    startGroup('node_modules/.bin/tsx', ['provider/src/main.ts'], {
      PROVIDER_PORT: String(port + 1),
      PROVIDER_DATA_DIR: 'memory://',
      PROVIDER_SANDBOX: 'false',
      APP_URL: gatewaySiteUrl,
      PAYSTACK_SECRET_KEY: standIn.secrets.paystack,
      PAYSTACK_BASE_URL: standIn.url,
      FLUTTERWAVE_SECRET_KEY: standIn.secrets.flutterwave,
      FLUTTERWAVE_SECRET_HASH: standIn.secrets.flutterwaveHash,
      FLUTTERWAVE_BASE_URL: standIn.url,
    });
    await waitUntilUp(`${gatewaySiteProviderUrl}/health`, 150_000);
    startGroup('node_modules/.bin/next', ['start', '-p', String(port)], {
      NEXT_TELEMETRY_DISABLED: '1',
      PROVIDER_URL: gatewaySiteProviderUrl,
      APP_URL: gatewaySiteUrl,
      SESSION_SECRET: 'e2e-only-gateway-session-secret-0123456789abcdef',
      COOKIE_SECURE: 'false',
    });
    await waitUntilUp(`${gatewaySiteUrl}/terms`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { standIn, stop };
}

async function waitUntilUp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
