import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import { paymentEvidence, propertyPurchases } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, validationFailed, type FieldErrors } from '../http/errors';
import { formId, formNaira, requiredText } from '../http/fields';
import { parseMultipartBody } from '../http/multipart';
import { checkedFiles, uploadBodyLimit } from '../http/uploads';
import { fieldErrorsOf } from '../http/validation';
import { storeUploadedFile } from '../queries/files';
import { propertyOrNotFound } from '../routes/common';

export const PAYMENT_UPLOAD_PATHS = ['/payments/savePropertyPaymentEvidence'] as const;
const EVIDENCE_UPLOAD_LIMIT = 6 * 1024 * 1024;

const evidenceFields = z.object({
  amount: formNaira,
  description: requiredText.pipe(z.string().max(1000, 'Must be at most 1000 characters')),
});

/** Buyers record what they paid towards a property they purchased, for an admin to check. */
export function paymentRoutes({ db, storage }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.post(PAYMENT_UPLOAD_PATHS[0], uploadBodyLimit(EVIDENCE_UPLOAD_LIMIT), requireUser(db), async (c) => {
    const form = await parseMultipartBody(c);
    const target = z.object({ property_id: formId }).safeParse(form.text);
    if (!target.success) throw validationFailed(fieldErrorsOf(target.error));
    const propertyId = target.data.property_id;
    const { userId } = authOf(c);
    await propertyOrNotFound(db, propertyId);
    const purchases = await db
      .select({ id: propertyPurchases.id })
      .from(propertyPurchases)
      .where(and(eq(propertyPurchases.userId, userId), eq(propertyPurchases.propertyId, propertyId)));
    if (purchases.length === 0) throw forbidden('You can only upload payment evidence for a property you purchased');

    const fields = evidenceFields.safeParse(form.text);
    const evidence = await checkedFiles(form.files.payment_evidence, { accept: 'image', min: 1, max: 1 });
    const errors: FieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
    if (evidence.errors.length > 0) errors.payment_evidence = evidence.errors;
    const [file] = evidence.files;
    if (!fields.success || !file || Object.keys(errors).length > 0) throw validationFailed(errors);

    await db.transaction(async (tx) => {
      const fileKey = await storeUploadedFile(tx, storage, file.bytes, file.type);
      await tx.insert(paymentEvidence).values({ userId, propertyId, amount: fields.data.amount, description: fields.data.description, fileKey });
    });
    return c.json({ Detail: 'Purchase evidence uploaded successfully' }, 201);
  });

  return routes;
}
