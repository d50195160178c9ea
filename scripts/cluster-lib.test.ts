/** @jest-environment node */

type ClusterLib = {
  clusterPortsFromEnv: (env: Record<string, string | undefined>) => { balancer: number; web: number[]; provider: number; postgres: number; redis: number; securityRedis: number };
  clusterRedis: Record<'cache' | 'security', { maxmemory: string; policy: string }>;
  haproxyConfig: (options: { balancerPort: number; webPorts: number[]; statsSocket: string }) => string;
  webInstance: (port: number, env: Record<string, string | undefined>) => { args: string[]; env: Record<string, string> };
};

/** Plain JavaScript run by Node as it is; a path in a variable keeps tsc from asking for its types. */
const MODULE_PATH = './cluster-lib.mjs';
const load = async (): Promise<ClusterLib> => import(MODULE_PATH);

describe('npm run cluster (scripts/cluster-lib.mjs)', () => {
  it('listens on the fixed ports the README gives, each overridable by its variable', async () => {
    const { clusterPortsFromEnv } = await load();
    expect(clusterPortsFromEnv({})).toEqual({ balancer: 8080, web: [3001, 3002], provider: 4010, postgres: 5433, redis: 6380, securityRedis: 6390 });
    expect(
      clusterPortsFromEnv({
        CLUSTER_PORT: '9080',
        CLUSTER_WEB_PORTS: '3011,3012,3013',
        PROVIDER_PORT: '4020',
        CLUSTER_POSTGRES_PORT: '5440',
        CLUSTER_REDIS_PORT: '6391',
        CLUSTER_SECURITY_REDIS_PORT: '6392',
      }),
    ).toEqual({ balancer: 9080, web: [3011, 3012, 3013], provider: 4020, postgres: 5440, redis: 6391, securityRedis: 6392 });
  });

  it('bounds the cache by memory, evicting pages, and keeps the security state in a Redis that never evicts', async () => {
    const { clusterRedis } = await load();
    expect(clusterRedis.cache).toEqual({ maxmemory: expect.stringMatching(/^\d+mb$/), policy: 'allkeys-lru' });
    expect(clusterRedis.security.policy).toBe('noeviction');
  });

  it("starts each instance on the loopback interface by the name Next takes for its own, keeping the operator's Node flags", async () => {
    const { webInstance } = await load();
    expect(webInstance(3001, {})).toEqual({ args: ['start', '-H', 'localhost', '-p', '3001'], env: { NODE_OPTIONS: '--dns-result-order=ipv4first' } });
    expect(webInstance(3002, { NODE_OPTIONS: '--max-old-space-size=384' }).env).toEqual({ NODE_OPTIONS: '--max-old-space-size=384 --dns-result-order=ipv4first' });
  });

  it('balances round-robin over every instance, checks their readiness and retries only what is safe to send again', async () => {
    const { haproxyConfig } = await load();
    const config = haproxyConfig({ balancerPort: 8080, webPorts: [3001, 3002], statsSocket: '/tmp/haproxy.sock' });
    const lines = config.split('\n').map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'bind 127.0.0.1:8080',
        'balance roundrobin',
        'option httpchk GET /api/health/ready',
        'http-check expect status 200',
        'server web1 127.0.0.1:3001 check',
        'server web2 127.0.0.1:3002 check',
        // The client's address for the instances' per-client limits (TRUSTED_PROXY_COUNT=1).
        'option forwardfor',
        // A request an instance took and never answered is sent again only when it is a GET (or HEAD).
        'http-request disable-l7-retry if !METH_GET',
      ]),
    );
    // Retries: a refused connection (the request never reached the instance) for any method.
    expect(lines.find((line) => line.startsWith('retry-on'))).toBe('retry-on conn-failure empty-response junk-response');
  });
});
