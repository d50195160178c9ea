import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { homeServiceReviews, homeServices, users } from '../db/schema';
import { clientKey } from '../http/clientAddress';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, notFound, tooManyRequests, validationFailed, type FieldErrors } from '../http/errors';
import { emailAddress, formCount, formId, optionalText, pagination, positiveId, requiredText, wholeNumber } from '../http/fields';
import { parseMultipartBody, type MultipartForm } from '../http/multipart';
import { offsetOf, pageMeta } from '../http/pagination';
import { slidingWindowLimiter } from '../http/rateLimit';
import { checkedFiles, uploadBodyLimit } from '../http/uploads';
import { fieldErrorsOf, parseJsonBody, parseQuery } from '../http/validation';
import { messageToProviderMail } from '../mail/serviceMessages';
import { sendMail } from '../mail/outbox';
import { releaseFiles, storeUploadedFile } from '../queries/files';
import {
  countHomeServices,
  countReviews,
  findCategoriesWithCounts,
  findCategoryType,
  findCategoryTypes,
  findDirectoryTotals,
  findHomeService,
  findHomeServices,
  findReviews,
} from '../queries/services';
import { activeSubscription } from '../queries/subscriptions';
import { toHomeService, toReview } from '../serializers/homeService';

export const SERVICE_UPLOAD_PATHS = ['/services/addServiceProvider', '/services/modifyServiceProvider'] as const;
const SERVICE_UPLOAD_LIMIT = 6 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** Messages are open to visitors and e-mail the professional; reviews need sign-in. A few of each per client per hour. */
const REVIEWS_PER_HOUR = 20;
const MESSAGES_PER_HOUR = 10;
export const REVIEW_PAGE_SIZE = 3;

export const SERVICE_NOT_FOUND = 'Home service not found';
export const NO_PROFESSIONAL_SUBSCRIPTION = 'You need an active professional subscription to add a home service';

const PHONE_DIGITS = 'Phone number must be exactly 11 digits';
const WEB_ADDRESS = 'Enter a web address such as www.example.com';
const SOCIAL_LINK = 'Enter a full link starting with https://';

const maxText = (max: number) => requiredText.pipe(z.string().max(max, `Must be at most ${max} characters`));

/** "www.example.com" or "https://example.com/about"; stored with its scheme so it can be linked safely. */
const webAddress = requiredText
  .refine((text) => /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?(\/\S*)?$/i.test(text) && text.length <= 300, WEB_ADDRESS)
  .transform((text) => (/^https?:\/\//i.test(text) ? text : `https://${text}`));

const socialLink = optionalText.pipe(
  z.url({ protocol: /^https?$/, error: SOCIAL_LINK }).max(300, 'Must be at most 300 characters').optional(),
);

const serviceFields = z.object({
  service_title: maxText(150),
  home_service_category_id: formId,
  home_service_category_type_id: formId,
  business_description: maxText(5000),
  business_email: emailAddress,
  business_phone: requiredText.refine((text) => /^\d{11}$/.test(text), PHONE_DIGITS),
  business_address: maxText(300),
  web_address: webAddress,
  years_of_experience: formCount(0).refine((years) => years <= 80, 'Must be at most 80'),
  facebook_link: socialLink,
  twitter_link: socialLink,
  instagram_link: socialLink,
  linkedin_link: socialLink,
});
type ServiceFields = z.output<typeof serviceFields>;

const stars = wholeNumber.pipe(z.number().max(5, 'Must be between 0 and 5'));
const newReview = z.object({
  home_service_id: positiveId,
  reviewer_name: maxText(100),
  reviewer_email: emailAddress,
  reviewer_phone_no: maxText(30),
  market_expert: stars,
  responsiveness: stars,
  negotiation_skill: stars,
  professionalism_communication: stars,
  message: maxText(2000),
});

const newMessage = z.object({
  home_service_id: positiveId,
  name: maxText(100),
  email: emailAddress,
  message: maxText(2000),
});

const serviceQuery = z.object({ home_service_id: positiveId });

async function serviceOrNotFound(db: Database, id: number) {
  const row = await findHomeService(db, id);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return row;
}

/** Checks the fields, the category pair and the image (required unless the service has one) together. */
async function readServiceForm(db: Database, form: MultipartForm, imageRequired: boolean) {
  const fields = serviceFields.safeParse(form.text);
  const image = await checkedFiles(form.files.image_link, { accept: 'image', min: imageRequired ? 1 : 0, max: 1 });
  const errors: FieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
  if (fields.success) {
    const type = await findCategoryType(db, fields.data.home_service_category_type_id);
    if (!type) errors.home_service_category_type_id = ['Unknown category type'];
    else if (type.categoryId !== fields.data.home_service_category_id) {
      errors.home_service_category_type_id = ['Not a type of the chosen category'];
    }
  }
  if (image.errors.length > 0) errors.image_link = image.errors;
  if (!fields.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return { fields: fields.data, image: image.files[0] };
}

const columnsOf = (fields: ServiceFields) => ({
  title: fields.service_title,
  categoryId: fields.home_service_category_id,
  categoryTypeId: fields.home_service_category_type_id,
  description: fields.business_description,
  email: fields.business_email,
  phone: fields.business_phone,
  address: fields.business_address,
  webAddress: fields.web_address,
  yearsOfExperience: fields.years_of_experience,
  facebookLink: fields.facebook_link ?? null,
  twitterLink: fields.twitter_link ?? null,
  instagramLink: fields.instagram_link ?? null,
  linkedinLink: fields.linkedin_link ?? null,
});

/** The home-services directory, professionals' profiles, reviews and messages, and joining as a professional. */
export function serviceRoutes({ db, storage, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const reviewLimiter = slidingWindowLimiter(REVIEWS_PER_HOUR, HOUR_MS);
  const messageLimiter = slidingWindowLimiter(MESSAGES_PER_HOUR, HOUR_MS);
  const serviceJson = async (id: number) => toHomeService(await serviceOrNotFound(db, id), config.publicUrl);

  routes.get('/services/serviceCategories', async (c) => {
    const [categories, totals] = await Promise.all([findCategoriesWithCounts(db), findDirectoryTotals(db)]);
    return c.json({ categories, totals });
  });

  routes.get('/services/serviceCategoryTypes', async (c) => {
    const { category_id } = parseQuery(c, z.object({ category_id: positiveId.optional() }));
    const types = await findCategoryTypes(db, category_id);
    return c.json({ category_types: types.map(({ id, name, categoryId }) => ({ id, name, category_id: categoryId })) });
  });

  routes.get('/services/getHomeServices', async (c) => {
    const query = parseQuery(c, z.object({ category: positiveId.optional(), ...pagination(9, 50) }));
    const where = query.category === undefined ? undefined : eq(homeServices.categoryId, query.category);
    const [rows, total] = await Promise.all([
      findHomeServices(db, { where, orderBy: 'rating', limit: query.per_page, offset: offsetOf(query) }),
      countHomeServices(db, where),
    ]);
    return c.json({
      homeServices: { data: rows.map((row) => toHomeService(row, config.publicUrl)), meta: pageMeta(query, rows.length, total) },
    });
  });

  routes.get('/services/getHomeServicesByID', async (c) => {
    const { home_service_id } = parseQuery(c, serviceQuery);
    return c.json({ homeService: await serviceJson(home_service_id) });
  });

  routes.get('/services/myHomeServices', requireUser(db), async (c) => {
    const rows = await findHomeServices(db, { where: eq(homeServices.ownerId, authOf(c).userId) });
    return c.json({ homeServices: rows.map((row) => toHomeService(row, config.publicUrl)) });
  });

  /** Whether joining needs a payment: a user with a live professional subscription adds services straight away. */
  routes.get('/services/professionalSubscription', requireUser(db), async (c) => {
    const { userId } = authOf(c);
    const [subscription, [user]] = await Promise.all([
      activeSubscription(db, userId, 'professional'),
      db.select({ serviceProvider: users.serviceProvider }).from(users).where(eq(users.id, userId)),
    ]);
    return c.json({
      active: subscription !== null,
      expires_at: subscription?.expiresAt.toISOString() ?? null,
      serviceProvider: user?.serviceProvider ?? false,
    });
  });

  routes.post(SERVICE_UPLOAD_PATHS[0], uploadBodyLimit(SERVICE_UPLOAD_LIMIT), requireUser(db), async (c) => {
    const { userId } = authOf(c);
    // The yearly professional subscription is paid first (payments/subscriptionPayment); it covers every service added while it lasts.
    if (!(await activeSubscription(db, userId, 'professional'))) throw forbidden(NO_PROFESSIONAL_SUBSCRIPTION);
    const { fields, image } = await readServiceForm(db, await parseMultipartBody(c), true);
    if (!image) throw validationFailed({ image_link: ['This is required.'] });
    const id = await db.transaction(async (tx) => {
      const imageKey = await storeUploadedFile(tx, storage, image.bytes, image.type);
      const [saved] = await tx.insert(homeServices).values({ ...columnsOf(fields), ownerId: userId, imageKey }).returning({ id: homeServices.id });
      if (!saved) throw new Error('Inserting a home service returned no row');
      await tx.update(users).set({ serviceProvider: true }).where(eq(users.id, userId));
      return saved.id;
    });
    return c.json({ Detail: 'Home service added successfully', homeService: await serviceJson(id) }, 201);
  });

  routes.post(SERVICE_UPLOAD_PATHS[1], uploadBodyLimit(SERVICE_UPLOAD_LIMIT), requireUser(db), async (c) => {
    const form = await parseMultipartBody(c);
    const target = z.object({ homeServiceID: formId }).safeParse(form.text);
    if (!target.success) throw validationFailed(fieldErrorsOf(target.error));
    const { service } = await serviceOrNotFound(db, target.data.homeServiceID);
    if (service.ownerId !== authOf(c).userId) throw forbidden('Only the owner of this home service can change it');
    const { fields, image } = await readServiceForm(db, form, false);
    await db.transaction(async (tx) => {
      const imageKey = image ? await storeUploadedFile(tx, storage, image.bytes, image.type) : undefined;
      await tx
        .update(homeServices)
        .set({ ...columnsOf(fields), ...(imageKey && { imageKey }), updatedAt: new Date() })
        .where(eq(homeServices.id, service.id));
      if (imageKey) await releaseFiles(tx, storage, [service.imageKey]);
    });
    return c.json({ Detail: 'Home service updated successfully', homeService: await serviceJson(service.id) });
  });

  routes.get('/services/getHomeServiceReview', async (c) => {
    const query = parseQuery(c, z.object({ home_service_id: positiveId, ...pagination(REVIEW_PAGE_SIZE, 20) }));
    await serviceOrNotFound(db, query.home_service_id);
    const where = eq(homeServiceReviews.homeServiceId, query.home_service_id);
    const [rows, total] = await Promise.all([findReviews(db, where, query.per_page, offsetOf(query)), countReviews(db, where)]);
    return c.json({ service_reviews: { data: rows.map(toReview), meta: pageMeta(query, rows.length, total) } });
  });

  /** The services page's customer feedback: the latest reviews across the directory. */
  routes.get('/services/latestReviews', async (c) => {
    const { per_page } = parseQuery(c, z.object(pagination(REVIEW_PAGE_SIZE, 12)));
    const rows = await findReviews(db, undefined, per_page, 0);
    return c.json({ service_reviews: rows.map(toReview) });
  });

  // A signed-in (so e-mail-confirmed) reviewer only: an owner who signs out can no longer review their own service.
  routes.post('/services/submitHomeServiceReview', requireUser(db), async (c) => {
    const body = await parseJsonBody(c, newReview);
    const { service } = await serviceOrNotFound(db, body.home_service_id);
    const { userId } = authOf(c);
    if (userId === service.ownerId) throw forbidden('You cannot review your own home service');
    const waitSeconds = reviewLimiter.take(clientKey(c));
    if (waitSeconds !== undefined) throw tooManyRequests('You have sent too many reviews; please try again later', waitSeconds);
    await db.insert(homeServiceReviews).values({
      homeServiceId: service.id,
      userId,
      reviewerName: body.reviewer_name,
      reviewerEmail: body.reviewer_email,
      reviewerPhoneNo: body.reviewer_phone_no,
      marketExpert: body.market_expert,
      responsiveness: body.responsiveness,
      negotiationSkill: body.negotiation_skill,
      professionalismCommunication: body.professionalism_communication,
      message: body.message,
    });
    const { rating } = await serviceJson(service.id);
    return c.json({ Detail: 'Your review has been submitted', rating }, 201);
  });

  routes.post('/services/sendMessageToProvider', async (c) => {
    const body = await parseJsonBody(c, newMessage);
    const { service } = await serviceOrNotFound(db, body.home_service_id);
    const waitSeconds = messageLimiter.take(clientKey(c));
    if (waitSeconds !== undefined) throw tooManyRequests('You have sent too many messages; please try again later', waitSeconds);
    await sendMail(db, config, messageToProviderMail(config.appUrl, service, body));
    return c.json({ Detail: `Your message has been sent to ${service.title}` });
  });

  return routes;
}
