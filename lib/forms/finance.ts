/**
 * The finance forms' schemas, one per form: affordability (browser and BFF) and the two calculators
 * (read from the URL by the payment-options page); the pre-approval wizard's are in ./approval.ts.
 * Inputs are strings; the BFF gets numbers, so both parse.
 */
import { z } from 'zod';
import { calculatorText } from '@/lib/messages/calculators';

const text = calculatorText;

/** '' (or nothing) is 'This is required.'; otherwise the typed text without commas, spaces or a naira sign. */
const amountText = () =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => String(value ?? '').replace(/[\s,₦]/g, ''))
    .pipe(z.string().min(1, { error: text.required, abort: true }));

/** A whole naira amount, at least `min` (0 or 1). */
const naira = (min: 0 | 1) =>
  amountText()
    .pipe(z.string().regex(/^\d+$/, { error: text.notNumber, abort: true }))
    .transform(Number)
    .pipe(z.number().min(min, min === 1 ? text.mustBePositive : text.notNegative).max(Number.MAX_SAFE_INTEGER, text.notNumber));

/** A number with optional decimals between bounds (rates, mark-ups). */
const decimal = (min: number, max: number, message: string) =>
  amountText()
    .pipe(z.string().regex(/^\d+(\.\d+)?$/, { error: message, abort: true }))
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** A whole number between bounds (years, months). */
const whole = (min: number, max: number, message: string) =>
  amountText()
    .pipe(z.string().regex(/^\d+$/, { error: message, abort: true }))
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

// Affordability -------------------------------------------------------------------------------------

export const installmentOptions = ['off_plan', 'completed', 'under_construction'] as const;
export type InstallmentOption = (typeof installmentOptions)[number];

export const affordabilitySchema = z.object({
  net_salary: naira(1),
  down_payment: naira(0),
  // A select's value is text ('' until chosen), so the input type is a string.
  installment_option: z.string({ error: text.optionRequired }).pipe(z.enum(installmentOptions, { error: text.optionRequired })),
});
export type AffordabilityInput = z.input<typeof affordabilitySchema>;

/** The calculator shows 3 affordable properties. */
export const AFFORDABLE_PROPERTIES = 3;
/** What the BFF forwards to `params/affordabilityCalculator`. */
export const affordabilityPayloadSchema = affordabilitySchema.extend({ per_page: z.literal(AFFORDABLE_PROPERTIES) });

// Calculators (values come from the URL) -------------------------------------------------------------

export const mortgageCalculatorNames = ['price', 'down', 'rate', 'years'] as const;
export const instalmentCalculatorNames = ['price', 'deposit', 'months', 'markup'] as const;

export const mortgageCalculatorSchema = z
  .object({
    price: naira(1),
    down: naira(0),
    rate: decimal(0, 100, text.rateRange),
    years: whole(1, 40, text.yearsRange),
  })
  .refine((values) => values.down < values.price, { path: ['down'], error: text.downBelowPrice });
export type MortgageCalculatorValues = z.output<typeof mortgageCalculatorSchema>;

export const instalmentCalculatorSchema = z
  .object({
    price: naira(1),
    deposit: naira(0),
    months: whole(1, 120, text.monthsRange),
    markup: decimal(0, 100, text.markupRange),
  })
  .refine((values) => values.deposit <= values.price, { path: ['deposit'], error: text.depositAtMostPrice });
export type InstalmentCalculatorValues = z.output<typeof instalmentCalculatorSchema>;

/** A calculator's fields as the URL gave them (strings; missing ones empty), so the form shows what was typed. */
export function typedValues<Name extends string>(names: readonly Name[], params: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(names.map((name) => [name, firstValue(params[name])])) as Record<Name, string>;
}
const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The first message of each field of a failed parse, by field name. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
