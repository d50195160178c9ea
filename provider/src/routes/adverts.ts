import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, optionalUser, requireUser } from '../auth/middleware';
import { adverts, customerAdvertRequests } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { ProviderError, tooManyRequests, validationFailed, type FieldErrors } from '../http/errors';
import { atMost, emailAddress, formId, optionalText, positiveId, textWithDigit, wholeNumber } from '../http/fields';
import { clientKey } from '../http/clientAddress';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseMultipartBody } from '../http/multipart';
import { checkedFiles, uploadBodyLimit, type FileRule } from '../http/uploads';
import { fieldErrorsOf, parseJsonBody, parseQuery } from '../http/validation';
import { advertOfUser, advertsOfUser, countClick, countImpressions, runningAdverts } from '../queries/adverts';
import { storeUploadedFile } from '../queries/files';
import { findSubscriptionType } from '../queries/subscriptions';
import { toAdvert, toSponsoredAdvert } from '../serializers/advert';

export const ADVERT_REQUEST_PATH = '/params/createCustomerAdvert';
export const ADVERT_DOCUMENT_PATH = '/adverts/uploadAdvertDocument';
/** Exported so the app exempts them from the JSON body limit. */
export const ADVERT_UPLOAD_PATHS = [ADVERT_REQUEST_PATH, ADVERT_DOCUMENT_PATH] as const;

const MEGABYTE = 1024 * 1024;
/** Advert documents may be short videos (MP4, AVI), so they get more room than images. */
export const ADVERT_DOCUMENT_MAX_BYTES = 20 * MEGABYTE;
const ADVERT_IMAGE: FileRule = { accept: 'image', min: 1, max: 1 };
const ADVERT_DOCUMENT: FileRule = { accept: 'advert', min: 1, max: 1, maxBytes: ADVERT_DOCUMENT_MAX_BYTES };

const ADVERT_LINK_MAX = 500;
const ACTIVE_ADVERTS_MAX = 12;
/** Per browser address: a page shows a few slots; a reader scrolling many pages stays far below these. */
const IMPRESSION_BATCHES_PER_MINUTE = 60;
const CLICKS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
const TOO_MANY = 'Too many requests; please try again later';

function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const WEB_ADDRESS = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;

const advertRequest = z.object({
  firstName: atMost(100),
  lastName: atMost(100),
  email: emailAddress,
  phoneNumber: textWithDigit.pipe(z.string().max(30, 'Must be at most 30 characters')),
  companyName: atMost(150),
  companyWebsite: optionalText.refine((text) => text === undefined || (text.length <= 200 && WEB_ADDRESS.test(text)), 'Enter a web address such as example.com'),
  productInformation: atMost(400),
});

/** The advert's link: a whole http(s) address, the only place its clicks may lead. */
const advertLink = optionalText.refine(
  (text) => text === undefined || (text.length <= ADVERT_LINK_MAX && isWebLink(text)),
  'Enter a full web address starting with https://',
);

const advertDocument = z.object({
  category: atMost(60),
  title: atMost(120),
  description: atMost(1000),
  subscription_id: formId,
  link: advertLink,
});

const advertId = z.object({ advert_id: positiveId });

const activeAdvertsQuery = z.object({
  limit: wholeNumber.pipe(z.number().min(1, 'Must be 1 or more').max(ACTIVE_ADVERTS_MAX, `Must be at most ${ACTIVE_ADVERTS_MAX}`)).default(6),
});

const impressionsBody = z.object({
  advert_ids: z
    .array(positiveId, 'Must be a list of advert ids')
    .min(1, 'Must name at least one advert')
    .max(ACTIVE_ADVERTS_MAX, `Must be at most ${ACTIVE_ADVERTS_MAX} adverts`)
    .transform((ids) => [...new Set(ids)]),
});


/** ADVERTISE WITH US requests (open to visitors) and the signed-in user's paid adverts. */
export function advertRoutes({ db, storage, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.post(ADVERT_REQUEST_PATH, uploadBodyLimit(6 * MEGABYTE), optionalUser(db), async (c) => {
    const form = await parseMultipartBody(c);
    const fields = advertRequest.safeParse(form.text);
    const image = await checkedFiles(form.files.advert_image, ADVERT_IMAGE);
    const errors: FieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
    if (image.errors.length > 0) errors.advert_image = image.errors;
    const [file] = image.files;
    if (!fields.success || !file || Object.keys(errors).length > 0) throw validationFailed(errors);

    await db.transaction(async (tx) => {
      const imageKey = await storeUploadedFile(tx, storage, file.bytes, file.type);
      await tx.insert(customerAdvertRequests).values({ ...fields.data, imageKey, userId: c.var.auth?.userId ?? null });
    });
    return c.json({ Detail: 'Advert request was successfully created, an admin will contact you.' }, 201);
  });

  routes.post(ADVERT_DOCUMENT_PATH, uploadBodyLimit(ADVERT_DOCUMENT_MAX_BYTES + MEGABYTE), requireUser(db), async (c) => {
    const { userId } = authOf(c);
    const form = await parseMultipartBody(c);
    const fields = advertDocument.safeParse(form.text);
    const document = await checkedFiles(form.files.file, ADVERT_DOCUMENT);
    const errors: FieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
    if (document.errors.length > 0) errors.file = document.errors;
    // The price is the plan's: whatever amount a browser sends is ignored.
    const plan = fields.success ? await findSubscriptionType(db, fields.data.subscription_id) : undefined;
    if (fields.success && plan?.kind !== 'advert') errors.subscription_id = ['Not an advert plan'];
    const [file] = document.files;
    if (!fields.success || !plan || !file || Object.keys(errors).length > 0) throw validationFailed(errors);

    const { subscription_id: planId, ...text } = fields.data;
    const created = await db.transaction(async (tx) => {
      const fileKey = await storeUploadedFile(tx, storage, file.bytes, file.type);
      const [row] = await tx.insert(adverts).values({ ...text, planId, userId, fileKey, fileName: file.name }).returning();
      if (!row) throw new Error('Inserting an advert returned no row');
      return row;
    });
    return c.json({ advert: toAdvert({ advert: created, plan }, config.publicUrl) }, 201);
  });

  // The user confirms the uploaded document; verifying again (a reload) answers the same advert.
  routes.post('/adverts/verifyAdvertDocument', requireUser(db), async (c) => {
    const { userId } = authOf(c);
    const { advert_id } = await parseJsonBody(c, advertId);
    const ids = { advertId: advert_id, userId };
    const { advert } = await advertOfUser(db, ids);
    if (advert.status === 'uploaded') {
      await db
        .update(adverts)
        .set({ status: 'verified', verifiedAt: new Date() })
        .where(and(eq(adverts.id, advert.id), eq(adverts.status, 'uploaded')));
    } else if (advert.status !== 'verified') {
      throw new ProviderError(409, { Detail: 'This advert has already been paid for' });
    }
    return c.json({ Detail: 'Document Verified & Accepted', advert: toAdvert(await advertOfUser(db, ids), config.publicUrl) });
  });

  routes.get('/adverts/getAdvert', requireUser(db), async (c) => {
    const { advert_id } = parseQuery(c, advertId);
    const row = await advertOfUser(db, { advertId: advert_id, userId: authOf(c).userId });
    return c.json({ advert: toAdvert(row, config.publicUrl) });
  });

  routes.get('/adverts/myAdverts', requireUser(db), async (c) => {
    const rows = await advertsOfUser(db, authOf(c).userId);
    const now = new Date();
    return c.json({ adverts: rows.map((row) => toAdvert(row, config.publicUrl, now)) });
  });

  // Sponsored slots (open): the running adverts, and their impressions and clicks.
  // Each read starts one advert further along (per process), so the paid adverts take turns in the
  // slots; impressions and clicks are counted for the advertiser's report only.
  let turn = 0;
  routes.get('/adverts/activeAdverts', async (c) => {
    const { limit } = parseQuery(c, activeAdvertsQuery);
    const thisTurn = turn;
    turn = (turn + 1) % Number.MAX_SAFE_INTEGER;
    const rows = await runningAdverts(db, storage, { limit, turn: thisTurn });
    return c.json({ adverts: rows.map((row) => toSponsoredAdvert(row, config.publicUrl)) });
  });

  const impressionLimiter = slidingWindowLimiter(IMPRESSION_BATCHES_PER_MINUTE, MINUTE_MS);
  routes.post('/adverts/recordImpressions', async (c) => {
    const wait = impressionLimiter.take(clientKey(c));
    if (wait !== undefined) throw tooManyRequests(TOO_MANY, wait);
    const { advert_ids } = await parseJsonBody(c, impressionsBody);
    return c.json({ counted: await countImpressions(db, advert_ids) });
  });

  const clickLimiter = slidingWindowLimiter(CLICKS_PER_MINUTE, MINUTE_MS);
  routes.post('/adverts/recordClick', async (c) => {
    const wait = clickLimiter.take(clientKey(c));
    if (wait !== undefined) throw tooManyRequests(TOO_MANY, wait);
    const { advert_id } = await parseJsonBody(c, advertId);
    return c.json({ link: await countClick(db, advert_id) });
  });

  return routes;
}
