/** Shapes of the home-services operations (contract: "Home services"). */
import { z } from 'zod';
import { namedSchema, pageMetaSchema } from './common';
import { fileLinkSchema } from './file-link';

const id = z.coerce.number().int().positive();

/** Average stars to one decimal (null before the first review) and how many reviews there are. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

export const serviceCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), total: z.number().int() });
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const serviceCategoriesResponseSchema = z.object({
  categories: z.array(serviceCategorySchema),
  totals: z.object({ services: z.number().int(), professionals: z.number().int(), reviews: z.number().int() }),
});
export type ServiceDirectory = z.infer<typeof serviceCategoriesResponseSchema>;

export const serviceCategoryTypesResponseSchema = z.object({
  category_types: z.array(namedSchema.extend({ category_id: z.number().int() })),
});

const optionalLink = z.string().nullish().transform((link) => link ?? null);

export const homeServiceSchema = z.object({
  homeServiceID: z.number().int(),
  service_title: z.string(),
  home_service_category_id: z.number().int(),
  home_service_category_type_id: z.number().int(),
  category: namedSchema,
  category_type: namedSchema,
  business_description: z.string(),
  business_email: z.string(),
  business_phone: z.string(),
  business_address: z.string(),
  web_address: z.string(),
  years_of_experience: z.number().int(),
  image_link: fileLinkSchema,
  facebook_link: optionalLink,
  twitter_link: optionalLink,
  instagram_link: optionalLink,
  linkedin_link: optionalLink,
  owner: namedSchema,
  rating: ratingSchema,
});
export type HomeService = z.infer<typeof homeServiceSchema>;

export const homeServicesQuerySchema = z.object({ category: id.optional(), page: id.optional(), per_page: id.optional() });
export const homeServicesResponseSchema = z.object({ homeServices: z.object({ data: z.array(homeServiceSchema), meta: pageMetaSchema }) });
export const homeServiceResponseSchema = z.object({ homeService: homeServiceSchema });

export const reviewSchema = z.object({
  reviewID: z.number().int(),
  home_service_id: z.number().int(),
  service_title: z.string(),
  reviewer_name: z.string(),
  message: z.string(),
  market_expert: z.number(),
  responsiveness: z.number(),
  negotiation_skill: z.number(),
  professionalism_communication: z.number(),
  rating: z.number(),
  date_created: z.string(),
});
export type ServiceReview = z.infer<typeof reviewSchema>;

export const reviewsQuerySchema = z.object({ home_service_id: id, page: id.optional(), per_page: id.optional() });
export const reviewsResponseSchema = z.object({ service_reviews: z.object({ data: z.array(reviewSchema), meta: pageMetaSchema }) });
export type ReviewsPage = z.infer<typeof reviewsResponseSchema>['service_reviews'];
export const latestReviewsResponseSchema = z.object({ service_reviews: z.array(reviewSchema) });

export const submitReviewResponseSchema = z.object({ Detail: z.string(), rating: ratingSchema });
export const savedServiceResponseSchema = z.object({ Detail: z.string(), homeService: z.object({ homeServiceID: z.number().int() }) });

export const professionalSubscriptionResponseSchema = z.object({
  active: z.boolean(),
  expires_at: z.string().nullable(),
  serviceProvider: z.boolean(),
});

/** A professional's project on the PROJECTS tab: its photos in the order the professional gave them. */
export const serviceProjectSchema = z.object({
  id: z.number().int(),
  home_service_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  photos: z.array(z.object({ id: z.number().int(), link: fileLinkSchema })),
  date_created: z.string(),
});
export type ServiceProject = z.infer<typeof serviceProjectSchema>;
export const serviceProjectsQuerySchema = z.object({ home_service_id: id });
export const serviceProjectsResponseSchema = z.object({ projects: z.array(serviceProjectSchema) });
export const savedProjectResponseSchema = z.object({ Detail: z.string(), project: serviceProjectSchema });
