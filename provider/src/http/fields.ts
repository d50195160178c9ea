import { z } from 'zod';

/** Field schemas shared by the routes, with the contract's messages. */

export const REQUIRED = 'This is required.';
const WHOLE_NUMBER = 'Must be a whole number';

export const requiredText = z.string({ error: REQUIRED }).trim().min(1, REQUIRED);

export const emailAddress = requiredText
  .pipe(z.email('Please enter a valid e-mail address'))
  .transform((email) => email.toLowerCase());

export const newPassword = z.string({ error: REQUIRED }).min(6, 'Password is too short');

/** Accepts 12 and "12" (query strings and loosely typed forms), nothing else. */
export const wholeNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER).min(0, WHOLE_NUMBER),
);

/**
 * The largest value of PostgreSQL's `integer`, the type of every id and count column: a larger number in
 * a query does not match nothing, it fails the whole statement, so it is refused where it comes in.
 */
export const INTEGER_MAX = 2_147_483_647;

export const positiveId = wholeNumber.pipe(z.number().min(1, 'Must be a valid id').max(INTEGER_MAX, 'Must be a valid id'));

/** A whole number compared with an `integer` column (a room count, a number of parking spaces). */
export const integerCount = wholeNumber.pipe(z.number().max(INTEGER_MAX, `Must be at most ${INTEGER_MAX}`));

/** A naira amount compared with a `bigint` column: at most what a JavaScript number holds exactly. */
export const nairaBound = wholeNumber.pipe(z.number().max(Number.MAX_SAFE_INTEGER, `Must be at most ${Number.MAX_SAFE_INTEGER}`));

export const transactionType = z.enum(['BUY', 'RENT'], { error: 'Must be BUY or RENT' });

/**
 * A public search lists this many pages at most: sorting every match to reach a deeper page costs more
 * the larger the market, and the leading portals stop about here too.
 */
export const SEARCH_PAGE_LIMIT = 50;

/** `page` and `per_page` with a default and a ceiling, for every paginated list; `maxPage` bounds a search's pages. */
export function pagination(defaultPerPage: number, maxPerPage: number, maxPage = Number.MAX_SAFE_INTEGER) {
  return {
    page: wholeNumber.pipe(z.number().min(1, 'Must be 1 or more').max(maxPage, `Only the first ${maxPage} pages of a search are listed: narrow it with the filters`)).default(1),
    per_page: wholeNumber
      .pipe(z.number().min(1, 'Must be 1 or more').max(maxPerPage, `Must be at most ${maxPerPage}`))
      .default(defaultPerPage),
  };
}

const NO_DIGIT = 'Must contain a digit';

/** Phone numbers and typed prices: free text, with at least one digit. */
export const textWithDigit = requiredText.refine((text) => /\d/.test(text), NO_DIGIT);

/** Optional text fields of forms: an empty or blank value means "not given". */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text === '' ? undefined : text));

export const atMost = (max: number) => requiredText.pipe(z.string().max(max, `Must be at most ${max} characters`));

const AMOUNT = 'Must be a positive whole number of naira';

/** A required naira amount as a number or a string of digits ("25000000"); money is whole naira. */
export const nairaAmount = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : AMOUNT) })
    .int(AMOUNT)
    .min(1, AMOUNT)
    .max(Number.MAX_SAFE_INTEGER, AMOUNT),
);

/** Multipart forms send every value as text. */
const DIGITS = /^\d+$/;
const isId = (text: string) => DIGITS.test(text) && Number(text) >= 1 && Number(text) <= INTEGER_MAX;

/** A required id of a form field: "This is required." when missing or blank. */
export const formId = requiredText.refine(isId, 'Must be a valid id').transform(Number);
export const optionalFormId = optionalText
  .refine((text) => text === undefined || isId(text), 'Must be a valid id')
  .transform((text) => (text === undefined ? undefined : Number(text)));

/** A required whole number of a form field, at least `min`. */
export const formCount = (min: number) => {
  const message = min === 0 ? WHOLE_NUMBER : `Must be a whole number of at least ${min}`;
  return requiredText.refine((text) => DIGITS.test(text) && Number(text) >= min, message).transform(Number);
};
export const optionalFormCount = (min: number) => {
  const message = min === 0 ? WHOLE_NUMBER : `Must be a whole number of at least ${min}`;
  return optionalText
    .refine((text) => text === undefined || (DIGITS.test(text) && Number(text) >= min), message)
    .transform((text) => (text === undefined ? undefined : Number(text)));
};

const FORM_NAIRA = 'Must be a whole number of naira (digits only)';
/** A naira amount typed in a form: spaces, commas and a naira sign are forgiven, anything else must be digits. */
export const formNaira = requiredText
  .transform((text) => text.replace(/[\s,₦]/g, ''))
  .refine((text) => /^\d+$/.test(text) && Number(text) >= 1 && Number.isSafeInteger(Number(text)), FORM_NAIRA)
  .transform(Number);
