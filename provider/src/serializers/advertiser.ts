import { slugOf } from '../fairPrice/placeSlugs';
import { fullName } from './fullName';

/**
 * An advertiser as cards and pages name them: the profile's address is `/advertisers/{id}-{slug}`,
 * the slug made from the name by the town slugs' rule (a name without letters or digits is "advertiser").
 */
export function toAdvertiserRef(person: { id: number; firstName: string; lastName: string }) {
  const name = fullName(person);
  return { id: person.id, name, slug: slugOf(name) || 'advertiser' };
}
