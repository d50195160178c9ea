import { z } from 'zod';

/** Field schemas shared by the routes, with the messages the spec gives. */

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

export const positiveId = wholeNumber.pipe(z.number().min(1, 'Must be a valid id'));

export const transactionType = z.enum(['BUY', 'RENT'], { error: 'Must be BUY or RENT' });

/** `page` and `per_page` with a default and a ceiling, for every paginated list. */
export function pagination(defaultPerPage: number, maxPerPage: number) {
  return {
    page: wholeNumber.pipe(z.number().min(1, 'Must be 1 or more')).default(1),
    per_page: wholeNumber
      .pipe(z.number().min(1, 'Must be 1 or more').max(maxPerPage, `Must be at most ${maxPerPage}`))
      .default(defaultPerPage),
  };
}
