/** @jest-environment node */
import { countries, NIGERIA_ID, states } from './geography';
import { cityLocations } from './cityLocations';

const cities = states.flatMap((state) => state.cities);
const towns = cities.flatMap((city) => city.towns);

describe('geography', () => {
  it('has Nigeria as country 161 among unique countries', () => {
    expect(countries).toContainEqual({ id: NIGERIA_ID, name: 'Nigeria' });
    expect(new Set(countries.map((country) => country.id)).size).toBe(countries.length);
  });

  it('has the 36 states and the FCT with ids 1..37 in alphabetical order', () => {
    expect(states).toHaveLength(37);
    expect(states.map((state) => state.id)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
    expect(states.every((state) => state.countryId === NIGERIA_ID)).toBe(true);
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort());
    expect(states[0].name).toBe('Abia');
    expect(names).toContain('Federal Capital Territory');
  });

  it('gives every state at least its capital city', () => {
    for (const state of states) expect(state.cities.length).toBeGreaterThan(0);
  });

  it.each(['Lagos', 'Federal Capital Territory', 'Rivers', 'Oyo', 'Ogun', 'Enugu', 'Kano'])(
    'gives %s several towns',
    (name) => {
      const state = states.find((candidate) => candidate.name === name);
      const stateTowns = state?.cities.flatMap((city) => city.towns) ?? [];
      expect(stateTowns.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('places Maitama in Abuja Municipal and Lekki Phase 1 in Lekki', () => {
    const townsOf = (cityName: string) =>
      cities.find((city) => city.name === cityName)?.towns.map((town) => town.name) ?? [];
    expect(townsOf('Abuja Municipal')).toEqual(expect.arrayContaining(['Maitama', 'Asokoro', 'Wuse', 'Garki']));
    expect(townsOf('Lekki')).toContain('Lekki Phase 1');
  });

  it('uses globally unique city and town ids, with a town 1', () => {
    expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);
    expect(new Set(towns.map((town) => town.id)).size).toBe(towns.length);
    expect(towns.some((town) => town.id === 1)).toBe(true);
  });

  it('locates every city inside Nigeria', () => {
    expect(cityLocations.map((location) => location.cityId).sort((a, b) => a - b)).toEqual(
      cities.map((city) => city.id).sort((a, b) => a - b),
    );
    for (const location of cityLocations) {
      expect(location.latitude).toBeGreaterThan(4);
      expect(location.latitude).toBeLessThan(14);
      expect(location.longitude).toBeGreaterThan(2.6);
      expect(location.longitude).toBeLessThan(14.7);
    }
  });
});
