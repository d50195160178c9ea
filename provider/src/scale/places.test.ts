/** @jest-environment node */
import { states } from '../seed/data/geography';
import { scalePlaces } from './places';

describe('the places of the national market', () => {
  const places = scalePlaces();
  const shareOf = (stateName: string) => {
    const state = states.find((candidate) => candidate.name === stateName);
    return places.filter((place) => place.stateId === state?.id).reduce((sum, place) => sum + place.share, 0);
  };

  it('has every town (and every city without towns) once, with shares adding up to 1', () => {
    const towns = states.flatMap((state) => state.cities.flatMap((city) => (city.towns.length > 0 ? city.towns.map((town): number | string => town.id) : [`city ${city.id}`])));
    expect(places.map((place) => place.townId ?? `city ${place.cityId}`)).toEqual(towns);
    expect(places.reduce((sum, place) => sum + place.share, 0)).toBeCloseTo(1, 10);
  });

  it('puts Lagos and Abuja first and leaves every state some listings', () => {
    const byShare = states.map((state) => state.name).sort((a, b) => shareOf(b) - shareOf(a));
    expect(byShare.slice(0, 2)).toEqual(['Lagos', 'Federal Capital Territory']);
    expect(shareOf('Lagos')).toBeGreaterThan(0.25);
    expect(Math.min(...states.map((state) => shareOf(state.name)))).toBeGreaterThan(0.005);
  });

  it('prices prime places above the rest', () => {
    const levelOf = (area: string) => places.find((place) => place.area === area)?.priceLevel ?? 0;
    expect(levelOf('Maitama')).toBeGreaterThan(levelOf('Kubwa'));
    expect(levelOf('Kubwa')).toBeGreaterThan(levelOf('Jimeta'));
  });
});
