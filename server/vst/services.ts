import 'server-only';
import { messages } from '@/lib/messages';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import {
  homeServiceResponseSchema,
  homeServicesResponseSchema,
  latestReviewsResponseSchema,
  professionalSubscriptionResponseSchema,
  serviceCategoriesResponseSchema,
  serviceCategoryTypesResponseSchema,
  serviceProjectsResponseSchema,
  type HomeService,
} from '@/lib/vst/services';
import type { CategoryOptions } from '@/lib/forms/services';
import type { SignedIn } from '@/server/session';
import { verifySession } from '@/server/session';
import { vstGet } from './client';
import type { VstResult } from './result';

/** Home services: the public directory (cached briefly under one tag) and the signed-in user's checks. */

export const SERVICES_PER_PAGE = 9;
const servicesCache = { revalidate: revalidateSeconds.services, tags: [cacheTags.services] };
const referenceCache = { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] };

export const getServiceDirectory = () => vstGet('services/serviceCategories', { schema: serviceCategoriesResponseSchema, ...servicesCache });

export const getServiceCategoryTypes = () =>
  vstGet('services/serviceCategoryTypes', { schema: serviceCategoryTypesResponseSchema, ...referenceCache });

export const getHomeServices = (category: number | undefined, page: number) =>
  vstGet('services/getHomeServices', { query: { category, page, per_page: SERVICES_PER_PAGE }, schema: homeServicesResponseSchema, ...servicesCache });

/**
 * Cached under the services tag like the directory: every write to a service, its projects or its
 * reviews expires that tag (server/vst/operations/services.ts), so a professional's page (itself a
 * cached view) shows a review, and the new average, on the next read.
 */
export const getHomeService = (id: number) =>
  vstGet('services/getHomeServicesByID', { query: { home_service_id: id }, schema: homeServiceResponseSchema, ...servicesCache });

/**
 * A service's projects, cached like the service (a project's write expires the same tag). A provider
 * without the call answers 404 for a known service: the page then hides the PROJECTS tab.
 */
export const getHomeServiceProjects = (id: number) =>
  vstGet('services/getHomeServiceProjects', { query: { home_service_id: id }, schema: serviceProjectsResponseSchema, ...servicesCache });

export const getLatestReviews = () => vstGet('services/latestReviews', { query: { per_page: 3 }, schema: latestReviewsResponseSchema, ...servicesCache });

export type EditableHomeService = { kind: 'editable'; service: HomeService } | { kind: 'not-owner'; service: HomeService } | { kind: 'not-found' };

/** A service for its edit page, checked against the signed-in user. */
export async function getEditableHomeService(id: number, { user }: SignedIn): Promise<EditableHomeService> {
  const result = await getHomeService(id);
  if (!result.ok) {
    if (result.status === 404) return { kind: 'not-found' };
    throw new Error(result.detail);
  }
  const { homeService } = result.data;
  return homeService.owner.id === user.userID ? { kind: 'editable', service: homeService } : { kind: 'not-owner', service: homeService };
}

/** Whether the signed-in user holds a live professional subscription (joining then needs no payment). */
export async function getProfessionalSubscription(): Promise<VstResult<{ active: boolean; serviceProvider: boolean }>> {
  const session = await verifySession();
  if (!session) return { ok: false, status: 401, detail: messages.sessionExpired };
  return vstGet('services/professionalSubscription', { token: session.accessToken, schema: professionalSubscriptionResponseSchema });
}

/** The category and trade choices of the profile form; a failure goes to the page's error boundary. */
export async function getCategoryOptions(): Promise<CategoryOptions> {
  const [directory, types] = await Promise.all([getServiceDirectory(), getServiceCategoryTypes()]);
  if (!directory.ok) throw new Error(directory.detail);
  if (!types.ok) throw new Error(types.detail);
  return {
    categories: directory.data.categories.map((category) => ({ value: String(category.id), label: category.name })),
    types: types.data.category_types,
  };
}
