/**
 * The pre-approval wizard's schemas: each step's in the browser, the whole request in the BFF. A file
 * apart from the other finance forms so the calculators' pages do not ship the wizard's texts.
 */
import { z } from 'zod';
import { approvalText } from '@/lib/messages/approval';

export const loanTypes = approvalText.loanTypes;
export const homeTypes = approvalText.homeTypes;
export const employmentStatuses = approvalText.employmentStatuses;

/** The sliders' ranges, in naira. */
export const PRICE_SLIDER = { min: 10_000_000, max: 95_000_000, step: 500_000 } as const;
export const DOWN_PAYMENT_SLIDER = { min: 7_000_000, max: 95_000_000, step: 500_000 } as const;

const errors = approvalText.errors;

const inRange = (bounds: { min: number; max: number }, value: number) => Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

export const locationStepSchema = z.object({ location: z.string().trim().min(1, errors.location).max(200, errors.location) });

export const priceStepSchema = z.object({
  priceMin: z.number({ error: errors.priceRange }),
  priceMax: z.number({ error: errors.priceRange }),
}).refine(
  ({ priceMin, priceMax }) => inRange(PRICE_SLIDER, priceMin) && inRange(PRICE_SLIDER, priceMax) && priceMin <= priceMax,
  { error: errors.priceRange, path: ['priceMin'] },
);

export const downPaymentStepSchema = z.object({
  downPayment: z.number({ error: errors.downPayment }).refine((value) => inRange(DOWN_PAYMENT_SLIDER, value), errors.downPayment),
});

export const employmentStepSchema = z.object({
  employmentStatus: z.enum(employmentStatuses, { error: errors.employmentStatus }),
});

export const emailStepSchema = z.object({
  email: z.string().trim().min(1, { error: errors.email, abort: true }).pipe(z.email(errors.invalidEmail)),
});

export const phoneStepSchema = z.object({ phoneNumber: z.string().trim().max(30) });

/** The request `services/submitLoanPreapproval` receives; checked again by the BFF. */
export const preapprovalPayloadSchema = z.object({
  loanType: z.enum(loanTypes),
  homeType: z.enum(homeTypes),
  location: locationStepSchema.shape.location,
  priceRange: z
    .string()
    .regex(/^\d+ - \d+$/, errors.priceRange)
    .refine((range) => {
      const [min, max] = range.split(' - ').map(Number) as [number, number];
      return priceStepSchema.safeParse({ priceMin: min, priceMax: max }).success;
    }, errors.priceRange),
  downPayment: downPaymentStepSchema.shape.downPayment,
  employmentStatus: employmentStepSchema.shape.employmentStatus,
  email: emailStepSchema.shape.email,
  phoneNumber: phoneStepSchema.shape.phoneNumber,
});
export type PreapprovalPayload = z.input<typeof preapprovalPayloadSchema>;
