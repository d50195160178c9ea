import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { homeServiceReviews, homeServices, serviceCategories, serviceCategoryTypes, subscriptionTypes, userSubscriptions, users } from '../db/schema';
import { addMonths } from '../queries/subscriptions';
import type { SeedServices } from './data/types';
import { DEMO_PASSWORD } from './data/users';

type SeedHelpers = {
  userIdOf(email: string, usedBy: string): number;
  daysAgo(days: number): Date;
};

/**
 * The directory's categories and trades, the professionals (creating accounts for those who are not
 * seed users) with their reviews (their pictures are seed files), and the professional subscriptions of `subscribedEmails`.
 * Runs after the payments seed, whose plans it needs.
 */
export async function seedServices(tx: Database, data: SeedServices, { userIdOf, daysAgo }: SeedHelpers): Promise<void> {
  await tx.insert(serviceCategories).values(data.categories.map(({ id, name, slug }, position) => ({ id, name, slug, position })));
  const types = await tx
    .insert(serviceCategoryTypes)
    .values(data.categories.flatMap((category) => category.types.map((name) => ({ categoryId: category.id, name }))))
    .returning();
  const typeIdOf = (categoryId: number, name: string) => {
    const type = types.find((row) => row.categoryId === categoryId && row.name === name);
    if (!type) throw new Error(`Seed service names unknown trade ${name} of category ${categoryId}`);
    return type.id;
  };

  const newOwners = data.services.filter((service) => service.newOwner);
  const ownerIds = new Map<string, number>();
  if (newOwners.length > 0) {
    // One hash for all: scrypt is slow on purpose, and every demo account shares the password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const created = await tx
      .insert(users)
      .values(
        newOwners.map((service, index) => ({
          email: service.ownerEmail.toLowerCase(),
          passwordHash,
          confirmed: true,
          firstName: service.newOwner!.firstName,
          lastName: service.newOwner!.lastName,
          phone: service.phone,
          address: service.address,
          serviceProvider: true,
          uniqueCode: `NHP${String(index + 1).padStart(5, '0')}`,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const user of created) ownerIds.set(user.email, user.id);
  }
  const ownerIdOf = (email: string, usedBy: string) => ownerIds.get(email.toLowerCase()) ?? userIdOf(email, usedBy);

  for (const service of data.services) {
    const ownerId = ownerIdOf(service.ownerEmail, `Home service ${service.title}`);
    const [saved] = await tx
      .insert(homeServices)
      .values({
        ownerId,
        categoryId: service.categoryId,
        categoryTypeId: typeIdOf(service.categoryId, service.typeName),
        title: service.title,
        description: service.description,
        email: service.email,
        phone: service.phone,
        address: service.address,
        webAddress: service.webAddress,
        yearsOfExperience: service.yearsOfExperience,
        imageKey: service.imageKey,
        facebookLink: service.facebookLink,
        twitterLink: service.twitterLink,
        instagramLink: service.instagramLink,
        linkedinLink: service.linkedinLink,
        createdAt: daysAgo(service.createdDaysAgo),
        updatedAt: daysAgo(service.createdDaysAgo),
      })
      .returning({ id: homeServices.id });
    if (service.reviews.length > 0) {
      await tx.insert(homeServiceReviews).values(
        service.reviews.map(({ daysAgo: days, ...review }) => ({ ...review, homeServiceId: saved!.id, createdAt: daysAgo(days) })),
      );
    }
    await tx.update(users).set({ serviceProvider: true }).where(eq(users.id, ownerId));
  }

  if (data.subscribedEmails.length === 0) return;
  const [plan] = await tx.select().from(subscriptionTypes).where(eq(subscriptionTypes.kind, 'professional')).limit(1);
  if (!plan) throw new Error('Seeding professional subscriptions needs a subscription type of kind professional');
  // Paid a month ago for the plan's duration, so it is active for the rest of it.
  const startsAt = daysAgo(30);
  await tx.insert(userSubscriptions).values(
    data.subscribedEmails.map((email) => ({
      userId: ownerIdOf(email, 'A professional subscription'),
      subscriptionTypeId: plan.id,
      paymentId: null,
      startsAt,
      expiresAt: addMonths(startsAt, plan.durationMonths),
      viewsRemaining: null,
    })),
  );
}
