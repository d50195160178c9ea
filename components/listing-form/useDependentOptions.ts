'use client';

import useSWR from 'swr';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { Option } from '@/lib/listing-form/options';
import { referenceLists } from '@/lib/vst/reference';

/** The lists that follow another choice: categories follow the type, states the country, and so on. */
const dependentLists = {
  categories: { list: referenceLists.propertyCategories, param: 'propertyTypeID', pick: 'property_categories' },
  states: { list: referenceLists.states, param: 'countryID', pick: 'states' },
  cities: { list: referenceLists.cities, param: 'stateID', pick: 'cities' },
  towns: { list: referenceLists.towns, param: 'cityID', pick: 'towns' },
} as const;
export type DependentList = keyof typeof dependentLists;

async function fetchOptions([name, parentId]: [DependentList, string]): Promise<Option[]> {
  const { list, param, pick } = dependentLists[name];
  const schema: z.ZodType<Record<string, unknown>> = list.response;
  const result = await apiFetch(`/api/vst/${list.path}?${new URLSearchParams({ [param]: parentId })}`, { schema });
  if (!result.ok) throw new Error(result.message);
  const items = result.data[pick] as { id: number; name: string }[];
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}

export type DependentOptions = { options: Option[]; loading: boolean; failed: boolean };

/**
 * The options of `name` for the chosen `parentId`, fetched through the BFF's allow-list; the server's
 * first render already holds them for the starting choice, so that one is never fetched again.
 */
export function useDependentOptions(name: DependentList, parentId: string, initial: { parentId: string; options: Option[] }): DependentOptions {
  const fromServer = parentId === initial.parentId && initial.options.length > 0;
  const { data, error, isLoading } = useSWR(parentId && !fromServer ? [name, parentId] as [DependentList, string] : null, fetchOptions, {
    revalidateOnFocus: false,
  });
  if (!parentId) return { options: [], loading: false, failed: false };
  if (fromServer) return { options: initial.options, loading: false, failed: false };
  return { options: data ?? [], loading: isLoading, failed: Boolean(error) };
}
