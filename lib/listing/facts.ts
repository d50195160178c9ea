/**
 * The room counts worth showing for a property: a plot of land has no rooms and a shop no
 * bedrooms, so those facts do not apply to their type; a count of zero says nothing either.
 */
import type { PropertyCard } from '@/lib/vst/property';

export const roomFactKeys = ['bedrooms', 'bathrooms', 'kitchens', 'toilets', 'carParking'] as const;
export type RoomFactKey = (typeof roomFactKeys)[number];

/** Which counts each property type (by the provider's type name) has; unknown types keep all of them. */
const notApplicable: Record<string, readonly RoomFactKey[]> = {
  Land: roomFactKeys,
  Commercial: ['bedrooms'],
};

type Counted = Pick<PropertyCard, 'property_type' | 'no_bedroom' | 'no_bathroom' | 'no_toilet' | 'car_parking'> & { no_kitchen?: number };

/** The applicable, non-zero counts among `keys`, in their order. */
export function roomFacts<Key extends RoomFactKey>(property: Counted, keys: readonly Key[]): { key: Key; count: number }[] {
  const counts: Record<RoomFactKey, number> = {
    bedrooms: property.no_bedroom,
    bathrooms: property.no_bathroom,
    kitchens: property.no_kitchen ?? 0,
    toilets: property.no_toilet,
    carParking: property.car_parking,
  };
  const skipped: readonly RoomFactKey[] = notApplicable[property.property_type.name] ?? [];
  return keys.filter((key) => counts[key] > 0 && !skipped.includes(key)).map((key) => ({ key, count: counts[key] }));
}
