import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { properties, users, type NotificationSettings } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { unauthenticated, validationFailed, type FieldErrors } from '../http/errors';
import { formId, optionalText, REQUIRED, requiredText, textWithDigit } from '../http/fields';
import { parseMultipartBody } from '../http/multipart';
import { checkedFiles, uploadBodyLimit, type FileRule } from '../http/uploads';
import { fieldErrorsOf, parseJsonBody } from '../http/validation';
import { sendMail } from '../mail/outbox';
import { verificationBackToReviewMail } from '../mail/verificationMessages';
import { fileKeysOfUser, releaseFiles, storeUploadedFile } from '../queries/files';
import { placeErrors } from '../queries/places';
import { findUserProfile } from '../queries/users';
import { sendBadgeBackToReview } from '../queries/verification';
import { fullName } from '../serializers/fullName';
import { toUserInfo } from '../serializers/user';

/** Multipart profile routes: exempt from the app's JSON body limit, they set their own. */
export const PROFILE_UPLOAD_PATHS = ['/profile/changeImage', '/profile/modifyInfo'] as const;
const PROFILE_UPLOAD_LIMIT = 12 * 1024 * 1024;

const FLAG_NAMES = [
  'in_real_time', 'once_a_day', 'send_promo_info', 'new_post', 'slash_in_price',
  'status_change', 'promo', 'discount', 'fav_prop_status_change',
] as const satisfies readonly (keyof NotificationSettings)[];

/** 0 or 1, as a number or the same digit in a string; true, 2 or "yes" are refused. */
const flag = z.preprocess(
  (value) => (value === '0' ? 0 : value === '1' ? 1 : value),
  z.union([z.literal(0), z.literal(1)], { error: 'Must be 0 or 1' }),
);

/** Flags left out keep their value, so one toggle can be saved on its own. */
const notificationChange = z.object(Object.fromEntries(FLAG_NAMES.map((name) => [name, flag.optional()]))) as z.ZodType<
  Partial<NotificationSettings>
>;

const choice = <Option extends string>(options: readonly [Option, ...Option[]], refusal: string) =>
  z.enum(options, { error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : refusal) });

const today = () => new Date().toISOString().slice(0, 10);

const profileForm = z.object({
  firstName: requiredText,
  lastName: requiredText,
  phone: textWithDigit,
  religion: choice(['christian', 'muslim'], 'Choose christian or muslim'),
  gender: choice(['male', 'female'], 'Choose male or female'),
  country_id: formId,
  state_id: formId,
  address: requiredText,
  date_of_birth: optionalText.pipe(
    z.iso
      .date('Use the yyyy-MM-dd format')
      .refine((date) => date < today(), 'Must be a date in the past')
      .optional(),
  ),
});

const ONE_IMAGE: FileRule = { accept: 'image', min: 1, max: 1 };
const optionalDocument = (onFile: string | null): FileRule => ({ accept: 'document', min: onFile ? 0 : 1, max: 1 });

async function userInfoOf(db: Database, userId: number, publicUrl: string) {
  const profile = await findUserProfile(db, userId);
  // Only a deleted account has a live token and no profile, and deleting revokes its tokens.
  if (!profile) throw unauthenticated();
  return toUserInfo(profile, publicUrl);
}

/** The signed-in user's own account: profile, picture, identity documents, notifications, deletion. */
export function profileRoutes({ db, storage, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);
  const userInfoResponse = async (userId: number) => ({ userInfo: await userInfoOf(db, userId, config.publicUrl) });

  routes.get('/profile/getUserInfo', signedIn, async (c) => c.json(await userInfoResponse(authOf(c).userId)));

  routes.post('/profile/changeNotificationSetting', signedIn, async (c) => {
    const change = await parseJsonBody(c, notificationChange);
    const { userId } = authOf(c);
    const current = await userInfoOf(db, userId, config.publicUrl);
    const settings = { ...current.notificationSettings, ...change };
    // The three-way choice (in real time, once a day, none) is two flags that cannot both be on.
    if (settings.in_real_time === 1 && settings.once_a_day === 1) {
      throw validationFailed({ once_a_day: ['Choose in real time or once a day, not both'] });
    }
    await db.update(users).set({ notificationSettings: settings }).where(eq(users.id, userId));
    return c.json(await userInfoResponse(userId));
  });

  routes.post(PROFILE_UPLOAD_PATHS[0], uploadBodyLimit(PROFILE_UPLOAD_LIMIT), signedIn, async (c) => {
    const form = await parseMultipartBody(c);
    const image = await checkedFiles(form.files.profile_image, ONE_IMAGE);
    const [chosen] = image.files;
    if (image.errors.length > 0 || !chosen) throw validationFailed({ profile_image: image.errors });
    const { userId } = authOf(c);
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ key: users.profileImageKey }).from(users).where(eq(users.id, userId));
      const key = await storeUploadedFile(tx, storage, chosen.bytes, chosen.type);
      await tx.update(users).set({ profileImageKey: key }).where(eq(users.id, userId));
      await releaseFiles(tx, storage, [before?.key]);
    });
    return c.json(await userInfoResponse(userId));
  });

  routes.post(PROFILE_UPLOAD_PATHS[1], uploadBodyLimit(PROFILE_UPLOAD_LIMIT), signedIn, async (c) => {
    const form = await parseMultipartBody(c);
    const { userId } = authOf(c);
    const { user } = (await findUserProfile(db, userId)) ?? {};
    if (!user) throw unauthenticated();
    const fields = profileForm.safeParse(form.text);
    const [validId, utilityBill] = await Promise.all([
      checkedFiles(form.files.valid_id_card, optionalDocument(user.validIdKey)),
      checkedFiles(form.files.utility_bill, optionalDocument(user.utilityBillKey)),
    ]);
    // Every field's messages at once, places and files included.
    const errors: FieldErrors = fields.success ? await placeErrors(db, fields.data) : fieldErrorsOf(fields.error);
    if (validId.errors.length > 0) errors.valid_id_card = validId.errors;
    if (utilityBill.errors.length > 0) errors.utility_bill = utilityBill.errors;
    if (!fields.success || Object.keys(errors).length > 0) throw validationFailed(errors);

    const profile = fields.data;
    await db.transaction(async (tx) => {
      const keyOf = async (files: typeof validId.files) => {
        const [file] = files;
        return file ? storeUploadedFile(tx, storage, file.bytes, file.type) : undefined;
      };
      const [validIdKey, utilityBillKey] = [await keyOf(validId.files), await keyOf(utilityBill.files)];
      await tx
        .update(users)
        .set({
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          religion: profile.religion,
          gender: profile.gender,
          countryId: profile.country_id,
          stateId: profile.state_id,
          address: profile.address,
          dateOfBirth: profile.date_of_birth ?? null,
          ...(validIdKey && { validIdKey }),
          ...(utilityBillKey && { utilityBillKey }),
        })
        .where(eq(users.id, userId));
      const lapsed = await sendBadgeBackToReview(tx, userId, fullName(user), fullName(profile), validIdKey ?? user.validIdKey);
      if (lapsed) await sendMail(tx, config, verificationBackToReviewMail(config.appUrl, { email: user.email, firstName: profile.firstName }, lapsed));
      // A replaced identity document is deleted, not kept where nothing shows it.
      await releaseFiles(tx, storage, [validIdKey && user.validIdKey, utilityBillKey && user.utilityBillKey]);
    });
    return c.json(await userInfoResponse(userId));
  });

  routes.post('/profile/deleteAccount', signedIn, async (c) => {
    await parseJsonBody(c, z.object({ confirm: z.literal(true, { error: 'Confirm that you want to delete your account' }) }));
    const { userId } = authOf(c);
    // A hard delete: the account, its tokens and its listings (with everything on them) go, so the
    // e-mail can neither sign in nor reach anything, and may register afresh. Leads and sell
    // enquiries the user sent stay for the owners and admins who received them, without the link.
    await db.transaction(async (tx) => {
      const keys = await fileKeysOfUser(tx, userId);
      await tx.delete(properties).where(eq(properties.ownerId, userId));
      await tx.delete(users).where(eq(users.id, userId));
      // Its documents, pictures and listings' photos go with it (unless someone else holds the same bytes).
      await releaseFiles(tx, storage, keys);
    });
    return c.json({ Detail: 'Your account has been deleted' });
  });

  return routes;
}
