/** @jest-environment node */
import { cityLocations } from '../seed/data/cityLocations';
import { states } from '../seed/data/geography';
import { pinRefusal, STATE_BOUNDS, stateOfPoint } from './stateBounds';

const IFO = { latitude: 6.82, longitude: 3.2 }; // Ogun, north of the Lagos border
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const MAIDUGURI = { latitude: 11.83, longitude: 13.15 };
const GULF_OF_GUINEA = { latitude: 3.5, longitude: 5.0 };

describe('state bounds', () => {
  it('has a box for each of the 36 states and the FCT, named as the states table names them', () => {
    expect(Object.keys(STATE_BOUNDS).sort()).toEqual(states.map((state) => state.name).sort());
    for (const box of Object.values(STATE_BOUNDS)) {
      expect(box.south).toBeLessThan(box.north);
      expect(box.west).toBeLessThan(box.east);
    }
  });

  it('holds every seeded city, with the jitter seeded listings get around it, in its own state', () => {
    for (const state of states) {
      for (const city of state.cities) {
        const location = cityLocations.find((candidate) => candidate.cityId === city.id)!;
        for (const [dLat, dLng] of [[0, 0], [0.03, 0.03], [-0.03, -0.03], [0.03, -0.03], [-0.03, 0.03]]) {
          const point = { latitude: location.latitude + dLat, longitude: location.longitude + dLng };
          expect({ city: city.name, refusal: pinRefusal(state.name, point) }).toEqual({ city: city.name, refusal: null });
        }
      }
    }
  });

  it('names the one state whose box holds a point, and none when several or no box does', () => {
    expect(stateOfPoint(IFO)).toBe('Ogun');
    expect(stateOfPoint(MAIDUGURI)).toBe('Borno');
    // Lagos lies inside Ogun's box (Ogun reaches as far south on its east), so Ikeja names nobody.
    expect(stateOfPoint(IKEJA)).toBeNull();
    // Abeokuta's latitude is in both Ogun's and Oyo's boxes: a border region names nobody.
    expect(stateOfPoint({ latitude: 7.15, longitude: 3.35 })).toBeNull();
    expect(stateOfPoint(GULF_OF_GUINEA)).toBeNull();
  });

  it('refuses a pin outside the chosen state, naming the state it is in when it can', () => {
    expect(pinRefusal('Lagos', IKEJA)).toBeNull();
    expect(pinRefusal('Lagos', IFO)).toBe('This pin is in Ogun State; the listing says Lagos');
    expect(pinRefusal('Federal Capital Territory', MAIDUGURI)).toBe('This pin is in Borno State; the listing says Federal Capital Territory');
    expect(pinRefusal('Federal Capital Territory', GULF_OF_GUINEA)).toBe('This pin is outside the Federal Capital Territory; move it to where the home is');
    expect(pinRefusal('Lagos', GULF_OF_GUINEA)).toBe('This pin is outside Lagos State; move it to where the home is');
    // Inside the chosen state's box is enough, even where boxes overlap.
    expect(pinRefusal('Oyo', { latitude: 7.15, longitude: 3.35 })).toBeNull();
    expect(pinRefusal('Ogun', { latitude: 7.15, longitude: 3.35 })).toBeNull();
  });
});
