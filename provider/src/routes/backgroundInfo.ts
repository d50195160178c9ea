import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { positiveId } from '../http/fields';
import { parseQuery } from '../http/validation';
import { backgroundInfoOf, openBackgroundInfo } from '../queries/backgroundInfo';
import { fileLink } from '../serializers/fileLink';
import { propertyOrNotFound } from './common';

/** A property's background documents, for subscribers (counted views) and for its owner (free). */
export function backgroundInfoRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.get('/payments/viewBackgroundInfo', requireUser(db), async (c) => {
    const { property_id: propertyId } = parseQuery(c, z.object({ property_id: positiveId }));
    const { userId } = authOf(c);
    const { property } = await propertyOrNotFound(db, propertyId);
    const isOwner = property.ownerId === userId;
    const { viewsRemaining } = isOwner ? { viewsRemaining: null } : await openBackgroundInfo(db, userId, propertyId);
    const { documents, info } = await backgroundInfoOf(db, propertyId);
    return c.json({
      backgroundFiles: documents.map((document) => ({ id: document.id, doc_link: fileLink(config.publicUrl, document.fileKey), name: document.name })),
      // Null when nothing was recorded for the property, which is not the same as nothing owed.
      outstandingGroundRent: info?.outstandingGroundRent ?? null,
      inspectionReport: info?.inspectionReport ?? null,
      viewsRemaining,
      isOwner,
    });
  });

  return routes;
}
