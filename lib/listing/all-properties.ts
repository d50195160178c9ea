/** `/all_properties`: one filter by property type name, and the page, both in the URL. */
import { z } from 'zod';
import { readPageNumber } from '@/lib/pagination';
import type { SearchParamsRecord } from './filters';
import { allPropertiesBase } from './routes';

export const allPropertyTypes = ['Land', 'Commercial', 'Residential'] as const;
export type AllPropertyType = (typeof allPropertyTypes)[number];
export type AllPropertiesFilters = { type?: AllPropertyType; page: number };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseAllPropertiesFilters(params: SearchParamsRecord): AllPropertiesFilters {
  const type = z.enum(allPropertyTypes).safeParse(first(params.type));
  return { type: type.success ? type.data : undefined, page: readPageNumber(params.page) ?? 1 };
}

export function allPropertiesHref({ type, page }: AllPropertiesFilters): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${allPropertiesBase}?${query}` : allPropertiesBase;
}
