/**
 * The property page's form schemas (lead, offer, share, comment): one per form, shared by the
 * browser (react-hook-form + zodResolver) and the BFF's forwarder (server/vst/operations.ts), which
 * checks the same body before the provider sees it. Browser inputs are strings; the forwarder
 * receives the parsed values (numbers), so the number fields accept both.
 */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { detailSchema } from '@/lib/vst/common';
import { leadSources, leadTitles } from './lead-options';

type LeadSource = (typeof leadSources)[number]['value'];
const leadSourceValues = leadSources.map((source) => source.value) as [LeadSource, ...LeadSource[]];

/** Required text, trimmed. `abort` keeps the later checks quiet while the field is empty. */
const requiredText = () => z.string().trim().min(1, { error: messages.required, abort: true });

const email = () => requiredText().pipe(z.email(messages.invalidEmail));

/** The only phone rule: required and containing at least one digit. */
const phone = () => requiredText().regex(/\d/, messages.phoneNeedsDigit);

/** A required choice from a list: an empty select reads 'This is required.' like any empty field. */
const requiredChoice = <Values extends readonly [string, ...string[]]>(values: Values) =>
  requiredText().pipe(z.enum(values, { error: messages.required }));

/** A string from an input or a number from a parsed body, as a trimmed string. */
const numberInput = () =>
  z.union([z.string(), z.number()]).transform((value) => String(value).trim());

/** A select of ids: '' is 'This is required.', anything else must be a positive whole number. */
const requiredId = () =>
  numberInput()
    .pipe(z.string().min(1, { error: messages.required, abort: true }))
    .transform(Number)
    .pipe(z.number({ error: messages.required }).int({ error: messages.required }).positive({ error: messages.required }));

const positiveId = z.number().int().positive();

export const leadSchema = z.object({
  title: requiredChoice(leadTitles),
  name: requiredText(),
  email: email(),
  phone: phone(),
  state_id: requiredId(),
  platform: requiredChoice(leadSourceValues),
});
export type LeadInput = z.input<typeof leadSchema>;

/** What `params/createLead` receives: the form plus the property and the country (always Nigeria). */
export const createLeadPayloadSchema = leadSchema.extend({ property_id: positiveId, country_id: positiveId });
/** Its answer; `address_confirmation_sent` (extension) when the enquirer was mailed a link to confirm their address. */
export const createLeadResponseSchema = detailSchema.extend({ address_confirmation_sent: z.boolean().optional() });

export const offerSchema = z.object({
  name: requiredText(),
  phone_no: requiredText(),
  amount: numberInput()
    .pipe(z.string().min(1, { error: messages.required, abort: true }))
    .transform(Number)
    .pipe(z.number({ error: messages.amountNotNumber }).positive(messages.amountNotPositive)),
  note: requiredText(),
});
export type OfferInput = z.input<typeof offerSchema>;
export const saveOfferPayloadSchema = offerSchema.extend({ property_id: positiveId });

export const shareSchema = z.object({ email: email() });
export type ShareInput = z.input<typeof shareSchema>;
export const sharePayloadSchema = shareSchema.extend({ property_id: positiveId });

export const commentSchema = z.object({ comment: requiredText().max(1000) });
export type CommentInput = z.input<typeof commentSchema>;
export const saveCommentPayloadSchema = commentSchema.extend({ property_id: positiveId });

/** Bodies and queries that carry only the property. */
export const propertyIdPayloadSchema = z.object({ property_id: positiveId });
