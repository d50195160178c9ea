import type { PropertyCard } from '@/lib/vst/property';

/** 'Lekki, Lagos': the most precise place the listing names, then its state. */
export function propertyPlace(property: Pick<PropertyCard, 'town' | 'city' | 'state'>): string {
  const locality = property.town?.name ?? property.city?.name;
  return locality && locality !== property.state.name ? `${locality}, ${property.state.name}` : property.state.name;
}
