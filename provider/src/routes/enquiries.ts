import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { optionalUser } from '../auth/middleware';
import { confirmedByAccount, enquiryAddressToken, takeDailyAcknowledgement } from '../enquiries/addressConfirmation';
import { countries, propertyLeads, saleContactFiles, saleContacts, states, users, type SaleContactFileKind } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { validationFailed, type FieldErrors } from '../http/errors';
import { atMost, emailAddress, optionalText, positiveId, REQUIRED, requiredText, textWithDigit } from '../http/fields';
import { parseMultipartBody } from '../http/multipart';
import { checkedFiles, type CheckedFile, type FileRule } from '../http/uploads';
import { fieldErrorsOf, parseJsonBody } from '../http/validation';
import { enquiryAcknowledgementMail } from '../mail/enquiryMessages';
import { leadReceivedMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { storeUploadedFile } from '../queries/files';
import { isSelfMade } from '../queries/responsiveness';
import { propertyOrNotFound } from './common';

export const TITLES = ['Mr.', 'Mrs.', 'Miss.', 'Dr.', 'Hon.', 'Engr.', 'Bar.', 'Prof.'] as const;

/** The lead form's "how did you hear about us" options, with the words the owner's e-mail uses. */
const PLATFORMS = {
  search: 'Online Search',
  instagram: 'Instagram',
  headOffice: 'Head office',
  branch: 'Branch office',
  facebook: 'Facebook',
  newspaper: 'Newspaper',
  radio: 'Radio',
  television: 'Television',
} as const;
const platformNames = Object.keys(PLATFORMS) as (keyof typeof PLATFORMS)[];

const title = z.enum(TITLES, { error: (issue) => (issue.input === undefined ? REQUIRED : `Must be one of ${TITLES.join(' ')}`) });

const lead = z.object({
  title,
  name: requiredText,
  email: emailAddress,
  phone: textWithDigit,
  state_id: positiveId,
  platform: z.enum(platformNames, { error: (issue) => (issue.input === undefined ? REQUIRED : 'Unknown lead source') }),
  country_id: positiveId,
  property_id: positiveId,
});

/** A whole sell form may carry 20 images of 5 MB; anything beyond 60 MB is refused unread. */
const SALE_CONTACT_BODY_LIMIT = 60 * 1024 * 1024;
const PHOTOS: FileRule = { accept: 'image', min: 1, max: 10 };
/** Exported so the app exempts it from the JSON body limit, which would cut sell forms short. */
export const SALE_CONTACT_PATH = '/product/propertySaleContact';

const TICKED = ['true', 'on', '1', 'yes'];

const saleContact = z.object({
  title: optionalText.pipe(z.enum(TITLES, { error: `Must be one of ${TITLES.join(' ')}` }).optional()),
  lastName: optionalText,
  firstName: optionalText,
  middleName: optionalText,
  email: emailAddress,
  phoneNumber: textWithDigit,
  propertyAddress: atMost(25),
  houseType: requiredText,
  price: textWithDigit,
  description: atMost(400),
  // A radio group: 1 is stored for a ticked "I own it" ('true' or the browser's 'on'), else 0.
  ownership: requiredText.transform((value): 0 | 1 => (TICKED.includes(value.toLowerCase()) ? 1 : 0)),
  agent: optionalText,
  others: optionalText,
});

/** Leads on a listing and "sell your property" contacts from the sell page; both open to visitors. */
export function enquiryRoutes({ db, storage, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.post('/params/createLead', optionalUser(db), async (c) => {
    const form = await parseJsonBody(c, lead);
    const { property, owner } = await propertyOrNotFound(db, form.property_id);
    const [[state], [country]] = await Promise.all([
      db.select().from(states).where(eq(states.id, form.state_id)),
      db.select().from(countries).where(eq(countries.id, form.country_id)),
    ]);
    const errors: FieldErrors = {};
    if (!country) errors.country_id = ['Unknown country'];
    if (!state) errors.state_id = ['Unknown state'];
    else if (state.countryId !== form.country_id) errors.state_id = ['Not a state of the chosen country'];
    if (!state || Object.keys(errors).length > 0) throw validationFailed(errors);

    const userId = c.var.auth?.userId ?? null;
    const [member] = userId === null ? [] : await db.select({ email: users.email, confirmed: users.confirmed }).from(users).where(eq(users.id, userId));
    const now = new Date();
    const confirmed = confirmedByAccount(form.email, member);
    const acknowledged = await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(propertyLeads)
        .values({
          propertyId: property.id,
          userId,
          title: form.title,
          name: form.name,
          email: form.email,
          phone: form.phone,
          stateId: state.id,
          countryId: form.country_id,
          platform: form.platform,
          addressConfirmedAt: confirmed ? now : null,
        })
        .returning({ id: propertyLeads.id, email: propertyLeads.email, userId: propertyLeads.userId });
      if (!saved) throw new Error('Inserting a lead returned no row');
      await sendMail(tx, config, leadReceivedMail(config.appUrl, owner, property, { ...form, state: state.name, platform: PLATFORMS[form.platform] }));
      // An owner's own enquiry is never answered, so its address is not asked; past the day's cap the
      // enquiry stays unconfirmed and its replies are held.
      if (confirmed || isSelfMade(saved, owner) || !(await takeDailyAcknowledgement(tx, saved.email, now))) return false;
      await sendMail(tx, config, enquiryAcknowledgementMail(config.appUrl, saved.email, property, enquiryAddressToken(config.alertsSecret, saved)));
      return true;
    });
    // Extension: the visitor is told to look for the mail that confirms their address.
    return c.json({ Detail: 'Property leads created successfully', address_confirmation_sent: acknowledged }, 201);
  });

  routes.post(
    SALE_CONTACT_PATH,
    bodyLimit({
      maxSize: SALE_CONTACT_BODY_LIMIT,
      onError: (c) => c.json({ Detail: 'The upload is too large (at most 60 MB in all, 5 MB per file)' }, 413),
    }),
    optionalUser(db),
    async (c) => {
      const form = await parseMultipartBody(c);
      const fields = saleContact.safeParse(form.text);
      const [photos, proofs] = await Promise.all([checkedFiles(form.files.photo, PHOTOS), checkedFiles(form.files.proof_of_ownership, PHOTOS)]);
      // Every field's messages at once, files included, so the sell form can show them all together.
      const errors: FieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
      if (photos.errors.length > 0) errors.photo = photos.errors;
      if (proofs.errors.length > 0) errors.proof_of_ownership = proofs.errors;
      if (!fields.success || Object.keys(errors).length > 0) throw validationFailed(errors);

      const contact = fields.data;
      await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(saleContacts)
          .values({ ...contact, userId: c.var.auth?.userId ?? null })
          .returning({ id: saleContacts.id });
        if (!saved) throw new Error('Inserting a sale contact returned no row');
        const stored = async (kind: SaleContactFileKind, images: CheckedFile[]) =>
          Promise.all(
            images.map(async (image, position) => ({
              saleContactId: saved.id,
              kind,
              fileKey: await storeUploadedFile(tx, storage, image.bytes, image.type),
              originalName: image.name,
              position,
            })),
          );
        const rows = [...(await stored('photo', photos.files)), ...(await stored('proof_of_ownership', proofs.files))];
        await tx.insert(saleContactFiles).values(rows);
      });
      return c.json({ Detail: 'Property was uploaded successfully, an admin will contact you' }, 201);
    },
  );

  return routes;
}
