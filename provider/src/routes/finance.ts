import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, optionalUser, requireUser } from '../auth/middleware';
import { loanPreapprovals, mortgageCompanies } from '../db/schema';
import { clientKey } from '../http/clientAddress';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, tooManyRequests } from '../http/errors';
import { nairaAmount, optionalText, positiveId, REQUIRED, wholeNumber } from '../http/fields';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody, parseQuery } from '../http/validation';
import { affordability, findAffordableProperties, INSTALLMENT_OPTIONS } from '../queries/affordability';
import { findPaymentHistory, findPaymentProfile, hasPurchased } from '../queries/paymentProfile';
import { toPropertyCard } from '../serializers/property';
import { propertyOrNotFound } from './common';

const affordabilityBody = z.object({
  net_salary: nairaAmount,
  // A buyer may have saved nothing yet: zero is a valid down payment.
  down_payment: z.preprocess((value) => (value === '' ? undefined : value), wholeNumber.optional()).pipe(
    z.number({ error: REQUIRED }),
  ),
  installment_option: z.enum(INSTALLMENT_OPTIONS, { error: 'Must be off_plan, completed or under_construction' }),
  per_page: wholeNumber.pipe(z.number().min(1, 'Must be 1 or more').max(12, 'Must be at most 12')).default(3),
});

export const LOAN_TYPES = ['Home Purchase', 'Refinance', 'Home Equity'] as const;
export const HOME_TYPES = ['Single Family', 'Home Town', 'Condominium', 'Multi-Family', 'Mobile/Manufactured', 'New Construction'] as const;
export const EMPLOYMENT_STATUSES = ['Employed', 'Self-Employed/1099 Independent Contractor', 'Retired'] as const;
/** The wizard's sliders; the provider holds requests to the same bounds. */
export const PRICE_RANGE = { min: 10_000_000, max: 95_000_000 } as const;
export const DOWN_PAYMENT_RANGE = { min: 7_000_000, max: 95_000_000 } as const;

const PRICE_RANGE_MESSAGE = 'Select a price range';
/** 'min - max' in whole naira, as the pre-approval wizard sends it; both ends inside the slider's bounds. */
const priceRange = z
  .string({ error: PRICE_RANGE_MESSAGE })
  .transform((text, context) => {
    const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
    const [min, max] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
    if (!(min >= PRICE_RANGE.min && max <= PRICE_RANGE.max && min <= max)) {
      context.addIssue({ code: 'custom', message: PRICE_RANGE_MESSAGE });
      return z.NEVER;
    }
    return { min, max };
  });

const preapprovalBody = z.object({
  loanType: z.enum(LOAN_TYPES, { error: 'Choose a loan type' }),
  homeType: z.enum(HOME_TYPES, { error: 'Choose a home type' }),
  location: z.string({ error: 'Enter a location' }).trim().min(1, 'Enter a location').max(200, 'Must be at most 200 characters'),
  priceRange,
  downPayment: nairaAmount.pipe(
    z.number().min(DOWN_PAYMENT_RANGE.min, 'Down payment is required').max(DOWN_PAYMENT_RANGE.max, 'Down payment is required'),
  ),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: 'Employment status is required' }),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .pipe(z.email('Please enter a valid e-mail address'))
    .transform((email) => email.toLowerCase()),
  phoneNumber: optionalText.pipe(z.string().max(30, 'Must be at most 30 characters').optional()),
});

const PREAPPROVALS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** Finance tools: mortgage lenders, the affordability calculator, payment profile and history, loan pre-approval. */
export function financeRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const preapprovalLimiter = slidingWindowLimiter(PREAPPROVALS_PER_HOUR, HOUR_MS);

  routes.get('/params/getMortgageCompanies', async (c) => {
    const rows = await db.select().from(mortgageCompanies).orderBy(asc(mortgageCompanies.position), asc(mortgageCompanies.id));
    return c.json({
      mortgageCompanies: rows.map((row) => ({
        id: row.id,
        name: row.name,
        rates: row.rate,
        // The rate card reads the tenure as "N years fixed": the years the rate stays fixed.
        tenure: `${row.fixedYears} ${row.fixedYears === 1 ? 'year' : 'years'}`,
        fixed_years: row.fixedYears,
        max_tenure_years: row.maxTenureYears,
        min_equity_percent: row.minEquityPercent,
      })),
    });
  });

  routes.post('/params/affordabilityCalculator', async (c) => {
    const body = await parseJsonBody(c, affordabilityBody);
    const result = affordability(body.net_salary, body.down_payment, body.installment_option);
    const rows = await findAffordableProperties(db, result.amountAffordable, body.per_page);
    const now = new Date();
    return c.json({
      amount_affordable: result.amountAffordable,
      monthly_instalment: result.monthlyInstalment,
      tenure_months: result.tenureMonths,
      affordable_property: { data: rows.map((row) => toPropertyCard(row, config.publicUrl, now)) },
    });
  });

  routes.get('/payments/myPaymentProfile', requireUser(db), async (c) => {
    const { userId } = authOf(c);
    const now = new Date();
    const profile = await findPaymentProfile(db, userId);
    return c.json({
      myProperties: profile.map(({ card, purchase, amountPaid, amountOutstanding }) => ({
        ...toPropertyCard(card, config.publicUrl, now),
        purchase_price: purchase?.price ?? null,
        purchased_at: purchase?.purchasedAt.toISOString() ?? null,
        amount_paid: amountPaid,
        amount_outstanding: amountOutstanding,
      })),
    });
  });

  routes.get('/payments/myPropertyPaymentHistory', requireUser(db), async (c) => {
    const { property_id: propertyId } = parseQuery(c, z.object({ property_id: positiveId }));
    const { userId } = authOf(c);
    const { property } = await propertyOrNotFound(db, propertyId);
    const rows = await findPaymentHistory(db, userId, propertyId);
    if (rows.length === 0 && !(await hasPurchased(db, userId, propertyId))) {
      throw forbidden('You can only see the payment history of a property you purchased');
    }
    return c.json({
      property: { propertyID: property.id, name: property.name, address: property.address, price: String(property.price) },
      paymentHistory: rows.map((row) => ({
        id: row.id,
        amount: row.amount,
        payment_status: row.paymentStatus,
        description: row.description,
        reference: row.reference,
        due_date: row.dueAt.toISOString(),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    });
  });

  routes.post('/services/submitLoanPreapproval', optionalUser(db), async (c) => {
    const body = await parseJsonBody(c, preapprovalBody);
    // Only stored requests count, so a visitor correcting a form is never locked out.
    const waitSeconds = preapprovalLimiter.take(clientKey(c));
    if (waitSeconds !== undefined) {
      throw tooManyRequests('You have sent too many pre-approval requests; please try again later', waitSeconds);
    }
    const [saved] = await db
      .insert(loanPreapprovals)
      .values({
        userId: c.get('auth')?.userId ?? null,
        loanType: body.loanType,
        homeType: body.homeType,
        location: body.location,
        priceMin: body.priceRange.min,
        priceMax: body.priceRange.max,
        downPayment: body.downPayment,
        employmentStatus: body.employmentStatus,
        email: body.email,
        phoneNumber: body.phoneNumber ?? null,
      })
      .returning({ id: loanPreapprovals.id });
    return c.json({ Detail: 'Your pre-approval request has been received. A mortgage adviser will contact you.', id: saved!.id }, 201);
  });

  return routes;
}
