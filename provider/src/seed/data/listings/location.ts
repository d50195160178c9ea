import { cityLocations, type Market } from '../cityLocations';
import { states } from '../geography';
import type { Random } from '../prng';
import type { SeedCity, SeedState, SeedTown } from '../types';

export type Place = { state: SeedState; city: SeedCity; town: SeedTown | null; market: Market; coastal: boolean; latitude: number; longitude: number };

/** Listings cluster where the market is: Lagos and Abuja first, then the big regional cities. */
const stateWeights: Record<string, number> = {
  Lagos: 30,
  'Federal Capital Territory': 18,
  Rivers: 8,
  Oyo: 7,
  Ogun: 7,
  Enugu: 6,
  Kano: 5,
};
/** Shared by every state not named above, so most states get a listing or two. */
const OTHER_STATE_WEIGHT = 0.65;

/** About a kilometre or three around the city centre. */
const JITTER_DEGREES = 0.03;

export function pickPlace(random: Random): Place {
  const state = weightedState(random);
  const city = random.pick(state.cities);
  const town = city.towns.length > 0 ? random.pick(city.towns) : null;
  const location = cityLocations.find((candidate) => candidate.cityId === city.id);
  if (!location) throw new Error(`No location for city ${city.name}`);
  const jitter = () => (random.next() * 2 - 1) * JITTER_DEGREES;
  return {
    state,
    city,
    town,
    market: location.market,
    coastal: location.coastal ?? false,
    latitude: Number((location.latitude + jitter()).toFixed(6)),
    longitude: Number((location.longitude + jitter()).toFixed(6)),
  };
}

/** A state's share of the listings, relative to the others' (db:scale spreads its market the same way). */
export const stateWeightOf = (state: SeedState) => stateWeights[state.name] ?? OTHER_STATE_WEIGHT;

function weightedState(random: Random): SeedState {
  const total = states.reduce((sum, state) => sum + stateWeightOf(state), 0);
  let ticket = random.next() * total;
  for (const state of states) {
    ticket -= stateWeightOf(state);
    if (ticket < 0) return state;
  }
  return states[states.length - 1];
}
