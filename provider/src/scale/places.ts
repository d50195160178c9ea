import { cityLocations, type Market } from '../seed/data/cityLocations';
import { states } from '../seed/data/geography';
import { stateWeightOf } from '../seed/data/listings/location';
import { homeSalePerBedroom } from '../seed/data/listings/pricing';

/** Where a national listing can be: a town (or a city without towns), with its share of the market. */
export type ScalePlace = {
  stateId: number;
  cityId: number;
  townId: number | null;
  area: string;
  city: string;
  latitude: number;
  longitude: number;
  /** How dear the place is, relative to the other places (a home's price scales with it). */
  priceLevel: number;
  /** Its share of the listings; all places' shares add up to 1. */
  share: number;
};

/** A market's price level: the middle of its per-bedroom sale band, the demo generator's own pricing. */
export const priceLevelOf = (market: Market) => (homeSalePerBedroom[market][0] + homeSalePerBedroom[market][1]) / 2;

/**
 * The demo geography with the demo generator's state weights (Lagos and Abuja dense, the rest thin),
 * each state's share split evenly over its cities and each city's over its towns.
 */
export function scalePlaces(): ScalePlace[] {
  const total = states.reduce((sum, state) => sum + stateWeightOf(state), 0);
  return states.flatMap((state) =>
    state.cities.flatMap((city) => {
      const location = cityLocations.find((candidate) => candidate.cityId === city.id);
      if (!location) throw new Error(`No location for city ${city.name}`);
      const cityShare = stateWeightOf(state) / total / state.cities.length;
      const towns = city.towns.length > 0 ? city.towns : [null];
      return towns.map((town) => ({
        stateId: state.id,
        cityId: city.id,
        townId: town?.id ?? null,
        area: town?.name ?? city.name,
        city: city.name,
        latitude: location.latitude,
        longitude: location.longitude,
        priceLevel: priceLevelOf(location.market),
        share: cityShare / towns.length,
      }));
    }),
  );
}

/** Each city's price level, for the demo listings the national ones are copied from. */
export const cityPriceLevels = () => cityLocations.map((location) => ({ cityId: location.cityId, priceLevel: priceLevelOf(location.market) }));
