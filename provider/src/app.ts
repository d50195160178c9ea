import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { ProviderDependencies, AppEnv } from './http/context';
import { clientAddresses, loopbackClientsOnly } from './http/clientAddress';
import { ProviderError } from './http/errors';
import { recentFailures } from './jobs/health';
import { advertRoutes, ADVERT_UPLOAD_PATHS } from './routes/adverts';
import { advertiserRoutes } from './routes/advertisers';
import { authRoutes } from './routes/auth';
import { bookingAvailabilityRoutes } from './routes/bookingAvailability';
import { bookingRoutes } from './routes/bookings';
import { engagementRoutes } from './routes/engagement';
import { factAnswerRoutes } from './routes/factAnswers';
import { enquiryRoutes, SALE_CONTACT_PATH } from './routes/enquiries';
import { enquiryConfirmationRoutes } from './routes/enquiryConfirmation';
import { enquiryInboxRoutes } from './routes/enquiryInbox';
import { fileRoutes } from './routes/files';
import { financeRoutes } from './routes/finance';
import { listingRoutes, LISTING_UPLOAD_PATHS } from './routes/listings';
import { locationStatisticsRoutes } from './routes/locationStatistics';
import { myPropertiesRoutes } from './routes/myProperties';
import { paramsRoutes } from './routes/params';
import { paymentRoutes, PAYMENT_UPLOAD_PATHS } from './payments/evidenceRoutes';
import { profileRoutes, PROFILE_UPLOAD_PATHS } from './routes/profile';
import { propertyRoutes } from './routes/properties';
import { sandboxRoutes } from './routes/sandbox';
import { freshnessRoutes } from './routes/freshness';
import { savedSearchRoutes } from './routes/savedSearches';
import { backgroundInfoRoutes, BACKGROUND_UPLOAD_PATHS } from './routes/backgroundInfo';
import { gatewaySandboxRoutes } from './payments/sandboxCheckout';
import { gatewayWebhookRoutes } from './payments/webhookRoutes';
import { smsWebhookRoutes } from './routes/smsWebhooks';
import { subscriptionRoutes } from './payments/subscriptionRoutes';
import { serviceRoutes, SERVICE_UPLOAD_PATHS } from './routes/services';
import { serviceProjectRoutes, PROJECT_UPLOAD_PATHS } from './routes/serviceProjects';
import { tipRoutes } from './routes/tips';
import { verificationRoutes } from './routes/verification';
import { photoReviewRoutes } from './routes/photoReview';
import { titleReviewRoutes } from './routes/titleReview';
import { authorityLetterRoutes, AUTHORITY_UPLOAD_PATHS } from './routes/authorityLetters';
import { sitemapRoutes } from './routes/sitemap';
import { townPriceRoutes } from './routes/townPrices';
import { staffVerificationRoutes } from './routes/staffVerification';
import { trustRoutes } from './routes/trust';
import { wishlistRoutes } from './routes/wishlist';

/** JSON requests are small; uploads get their own, larger limit on their own routes. */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_PATHS = [SALE_CONTACT_PATH, ...PROFILE_UPLOAD_PATHS, ...LISTING_UPLOAD_PATHS, ...PAYMENT_UPLOAD_PATHS, ...ADVERT_UPLOAD_PATHS, ...SERVICE_UPLOAD_PATHS, ...PROJECT_UPLOAD_PATHS, ...BACKGROUND_UPLOAD_PATHS, ...AUTHORITY_UPLOAD_PATHS];

/** The provider's HTTP application, without a socket: main.ts serves it, tests call `app.request`. */
export function createApp(dependencies: ProviderDependencies) {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ProviderError) return c.json(error.body, error.status, error.headers);
    console.error(`[provider] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ Detail: 'Server Error' }, 500);
  });
  app.notFound((c) => c.json({ Detail: 'Not Found' }, 404));
  app.use(clientAddresses(dependencies.config.trustedCallers));

  const api = new Hono<AppEnv>();
  api.use(
    except(
      UPLOAD_PATHS.map((path) => `/api/vst${path}`),
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) => c.json({ Detail: 'The request is too large' }, 413),
      }),
    ),
  );
  const routers = [
    authRoutes, paramsRoutes, propertyRoutes, tipRoutes,
    engagementRoutes, wishlistRoutes, enquiryRoutes, enquiryInboxRoutes, enquiryConfirmationRoutes, locationStatisticsRoutes,
    profileRoutes, myPropertiesRoutes, listingRoutes, paymentRoutes, financeRoutes, advertRoutes,
    serviceRoutes,
    serviceProjectRoutes,
    subscriptionRoutes, gatewayWebhookRoutes, smsWebhookRoutes, backgroundInfoRoutes, savedSearchRoutes,
    freshnessRoutes,
    verificationRoutes, staffVerificationRoutes,
    trustRoutes,
    titleReviewRoutes,
    photoReviewRoutes,
    authorityLetterRoutes,
    townPriceRoutes,
    factAnswerRoutes,
    sitemapRoutes,
    bookingAvailabilityRoutes, bookingRoutes,
    advertiserRoutes,
  ];
  for (const routes of routers) {
    api.route('/', routes(dependencies));
  }
  app.route('/api/vst', api);
  app.route('/', fileRoutes(dependencies));
  if (dependencies.config.sandbox) {
    const localOnly = loopbackClientsOnly(dependencies.config.sandboxAllowPublic);
    app.use('/__dev/*', localOnly);
    app.use('/__sandbox/*', localOnly);
    app.route('/', sandboxRoutes(dependencies));
    app.route('/', gatewaySandboxRoutes(dependencies));
  }
  // main.ts listens only after migrating and seeding, so answering at all means ready. Jobs and mails
  // that failed for good are counted here for an operator; they do not make the provider unready.
  app.get('/health', async (c) => c.json({ ok: true, ...(await recentFailures(dependencies.db, dependencies.jobs)) }));

  return app;
}
