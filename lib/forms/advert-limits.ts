/**
 * The advert request form's limits that its plain form shows before zod loads (the character count):
 * kept apart from ./advert.ts, whose schemas would bring zod into the page's first load.
 */
export const PRODUCT_INFORMATION_MAX = 400;
