import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, countries, states, towns } from '../db/schema';
import type { FieldErrors } from '../http/errors';

export type ChosenPlace = { country_id: number; state_id: number; city_id?: number; town_id?: number };

/** Each chosen place must exist and lie inside the one chosen above it (state in country, city in state, town in city). */
export async function placeErrors(db: Database, place: ChosenPlace): Promise<FieldErrors> {
  const first = <Row>(rows: Row[]) => rows[0];
  const [country, state, city, town] = await Promise.all([
    db.select().from(countries).where(eq(countries.id, place.country_id)).then(first),
    db.select().from(states).where(eq(states.id, place.state_id)).then(first),
    place.city_id === undefined ? undefined : db.select().from(cities).where(eq(cities.id, place.city_id)).then(first),
    place.town_id === undefined ? undefined : db.select().from(towns).where(eq(towns.id, place.town_id)).then(first),
  ]);
  const errors: FieldErrors = {};
  if (!country) errors.country_id = ['Unknown country'];
  if (!state) errors.state_id = ['Unknown state'];
  else if (state.countryId !== place.country_id) errors.state_id = ['This state is not in the chosen country'];
  if (place.city_id !== undefined) {
    if (!city) errors.city_id = ['Unknown city'];
    else if (city.stateId !== place.state_id) errors.city_id = ['This city is not in the chosen state'];
  }
  if (place.town_id !== undefined) {
    if (!town) errors.town_id = ['Unknown town'];
    else if (town.cityId !== place.city_id) errors.town_id = ['This town is not in the chosen city'];
  }
  return errors;
}
