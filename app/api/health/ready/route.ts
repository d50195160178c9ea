import { json } from '@/server/http/responses';
import { isDraining } from '@/server/lifecycle';

// The load balancer's health check (scripts/cluster.mjs, docs/deploy.md). It says whether this
// process takes new requests, not whether the provider is up: with the provider down every instance
// would be taken out and visitors would get the balancer's bare 503 instead of the site's own message.
export const dynamic = 'force-dynamic';

export function GET() {
  return isDraining() ? json({ status: 'draining' }, 503) : json({ status: 'ready' });
}
