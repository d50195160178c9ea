import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, notFound, validationFailed } from '../http/errors';
import { formId, positiveId } from '../http/fields';
import { parseMultipartBody } from '../http/multipart';
import { checkedFiles, uploadBodyLimit } from '../http/uploads';
import { fieldErrorsOf, parseQuery } from '../http/validation';
import { backgroundInfoOf, documentWithOwner, openBackgroundInfo, replaceDocumentFile } from '../queries/backgroundInfo';
import { privateFileLink } from '../serializers/fileLink';
import { propertyOrNotFound } from './common';

export const BACKGROUND_UPLOAD_PATHS = ['/payments/updateBackgroundDocument'] as const;
const DOCUMENT_UPLOAD_LIMIT = 6 * 1024 * 1024;

/** A property's background documents, for subscribers (counted views) and for its owner (free), who may replace them. */
export function backgroundInfoRoutes({ db, storage, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/payments/viewBackgroundInfo', requireUser(db), async (c) => {
    const { property_id: propertyId } = parseQuery(c, z.object({ property_id: positiveId }));
    const { userId } = authOf(c);
    const { property } = await propertyOrNotFound(db, propertyId);
    const isOwner = property.ownerId === userId;
    const { viewsRemaining } = isOwner ? { viewsRemaining: null } : await openBackgroundInfo(db, userId, propertyId);
    const { documents, info } = await backgroundInfoOf(db, propertyId);
    return c.json({
      backgroundFiles: documents.map((document) => ({ id: document.id, doc_link: privateFileLink(config.publicUrl, document.fileKey), name: document.name })),
      // Null when nothing was recorded for the property, which is not the same as nothing owed.
      outstandingGroundRent: info?.outstandingGroundRent ?? null,
      inspectionReport: info?.inspectionReport ?? null,
      viewsRemaining,
      isOwner,
    });
  });

  // The edit dialog: the owner replaces one document's file (a PDF or an image, checked by its bytes).
  routes.post(BACKGROUND_UPLOAD_PATHS[0], uploadBodyLimit(DOCUMENT_UPLOAD_LIMIT), requireUser(db), async (c) => {
    const form = await parseMultipartBody(c);
    const target = z.object({ document_id: formId }).safeParse(form.text);
    if (!target.success) throw validationFailed(fieldErrorsOf(target.error));
    const found = await documentWithOwner(db, target.data.document_id);
    if (!found) throw notFound('Document not found');
    if (found.ownerId !== authOf(c).userId) throw forbidden('Only the owner of a property can edit its documents');
    const upload = await checkedFiles(form.files.document, { accept: 'document', min: 1, max: 1 });
    const [file] = upload.files;
    if (!file) throw validationFailed({ document: upload.errors });
    const document = await replaceDocumentFile(db, storage, found.id, file);
    return c.json({
      Detail: 'Document updated successfully',
      document: { id: document.id, doc_link: privateFileLink(config.publicUrl, document.fileKey), name: document.originalName },
    });
  });

  return routes;
}
