import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { homeServiceReviews, homeServices, serviceCategories, serviceCategoryTypes, users } from '../db/schema';

/** Home services with what every view of one shows: category names, owner and the rating from real reviews. */

/** One review's stars: the mean of its four ratings. */
export const reviewStars = sql`(${homeServiceReviews.marketExpert} + ${homeServiceReviews.responsiveness} + ${homeServiceReviews.negotiationSkill} + ${homeServiceReviews.professionalismCommunication}) / 4.0`;

function ratingsSubquery(db: Database) {
  return db
    .select({
      homeServiceId: homeServiceReviews.homeServiceId,
      reviewCount: count().as('review_count'),
      averageRating: sql<string>`avg(${reviewStars})`.as('average_rating'),
    })
    .from(homeServiceReviews)
    .groupBy(homeServiceReviews.homeServiceId)
    .as('ratings');
}

type ServiceQuery = { where?: SQL; orderBy?: 'rating' | 'newest'; limit?: number; offset?: number };

export async function findHomeServices(db: Database, { where, orderBy = 'newest', limit, offset = 0 }: ServiceQuery) {
  const ratings = ratingsSubquery(db);
  const order =
    orderBy === 'rating'
      ? [sql`${ratings.averageRating} desc nulls last`, sql`${ratings.reviewCount} desc nulls last`, asc(homeServices.id)]
      : [desc(homeServices.createdAt), desc(homeServices.id)];
  const query = db
    .select({
      service: homeServices,
      category: { id: serviceCategories.id, name: serviceCategories.name },
      categoryType: { id: serviceCategoryTypes.id, name: serviceCategoryTypes.name },
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      reviewCount: ratings.reviewCount,
      averageRating: ratings.averageRating,
    })
    .from(homeServices)
    .innerJoin(serviceCategories, eq(serviceCategories.id, homeServices.categoryId))
    .innerJoin(serviceCategoryTypes, eq(serviceCategoryTypes.id, homeServices.categoryTypeId))
    .innerJoin(users, eq(users.id, homeServices.ownerId))
    .leftJoin(ratings, eq(ratings.homeServiceId, homeServices.id))
    .where(where)
    .orderBy(...order)
    .offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

export type HomeServiceRow = Awaited<ReturnType<typeof findHomeServices>>[number];

export async function findHomeService(db: Database, id: number): Promise<HomeServiceRow | undefined> {
  const [row] = await findHomeServices(db, { where: eq(homeServices.id, id), limit: 1 });
  return row;
}

export async function countHomeServices(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(homeServices).where(where);
  return row?.total ?? 0;
}

/** The directory tabs in their order, each with how many services it holds. */
export function findCategoriesWithCounts(db: Database) {
  return db
    .select({
      id: serviceCategories.id,
      name: serviceCategories.name,
      slug: serviceCategories.slug,
      total: sql<number>`count(${homeServices.id})`.mapWith(Number),
    })
    .from(serviceCategories)
    .leftJoin(homeServices, eq(homeServices.categoryId, serviceCategories.id))
    .groupBy(serviceCategories.id)
    .orderBy(asc(serviceCategories.position), asc(serviceCategories.id));
}

export function findCategoryTypes(db: Database, categoryId?: number) {
  return db
    .select()
    .from(serviceCategoryTypes)
    .where(categoryId === undefined ? undefined : eq(serviceCategoryTypes.categoryId, categoryId))
    .orderBy(asc(serviceCategoryTypes.categoryId), asc(serviceCategoryTypes.name));
}

export async function findCategoryType(db: Database, id: number) {
  const [row] = await db.select().from(serviceCategoryTypes).where(eq(serviceCategoryTypes.id, id));
  return row;
}

/** Every review and directory figure the services page shows, counted from the data. */
export async function findDirectoryTotals(db: Database) {
  const [services] = await db
    .select({ services: count(), professionals: sql<number>`count(distinct ${homeServices.ownerId})`.mapWith(Number) })
    .from(homeServices);
  const [reviews] = await db.select({ reviews: count() }).from(homeServiceReviews);
  return { services: services?.services ?? 0, professionals: services?.professionals ?? 0, reviews: reviews?.reviews ?? 0 };
}

export function findReviews(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ review: homeServiceReviews, serviceTitle: homeServices.title })
    .from(homeServiceReviews)
    .innerJoin(homeServices, eq(homeServices.id, homeServiceReviews.homeServiceId))
    .where(where)
    .orderBy(desc(homeServiceReviews.createdAt), desc(homeServiceReviews.id))
    .limit(limit)
    .offset(offset);
}

export type ReviewRow = Awaited<ReturnType<typeof findReviews>>[number];

export async function countReviews(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(homeServiceReviews).where(where);
  return row?.total ?? 0;
}
