import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { ProviderDependencies, AppEnv } from './http/context';
import { ProviderError } from './http/errors';
import { authRoutes } from './routes/auth';
import { engagementRoutes } from './routes/engagement';
import { enquiryRoutes, SALE_CONTACT_PATH } from './routes/enquiries';
import { fileRoutes } from './routes/files';
import { locationStatisticsRoutes } from './routes/locationStatistics';
import { paramsRoutes } from './routes/params';
import { propertyRoutes } from './routes/properties';
import { sandboxRoutes } from './routes/sandbox';
import { tipRoutes } from './routes/tips';
import { wishlistRoutes } from './routes/wishlist';

/** JSON requests are small; uploads get their own, larger limit on their own routes. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** The provider's HTTP application, without a socket: main.ts serves it, tests call `app.request`. */
export function createApp(dependencies: ProviderDependencies) {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ProviderError) return c.json(error.body, error.status, error.headers);
    console.error(`[provider] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ Detail: 'Server Error' }, 500);
  });
  app.notFound((c) => c.json({ Detail: 'Not Found' }, 404));

  const api = new Hono<AppEnv>();
  api.use(
    except(
      `/api/vst${SALE_CONTACT_PATH}`,
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) => c.json({ Detail: 'The request is too large' }, 413),
      }),
    ),
  );
  const routers = [
    authRoutes, paramsRoutes, propertyRoutes, tipRoutes,
    engagementRoutes, wishlistRoutes, enquiryRoutes, locationStatisticsRoutes,
  ];
  for (const routes of routers) {
    api.route('/', routes(dependencies));
  }
  app.route('/api/vst', api);
  app.route('/', fileRoutes(dependencies));
  if (dependencies.config.sandbox) app.route('/', sandboxRoutes(dependencies));
  // main.ts listens only after migrating and seeding, so answering at all means ready.
  app.get('/health', (c) => c.json({ ok: true }));

  return app;
}
