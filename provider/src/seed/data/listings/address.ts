import type { Random } from '../prng';
import { estateNames, genericStreets, streetsByCity } from './streets';
import type { Place } from './location';

/** Addresses in the formats agents use, from a bare district name to a full plot and block. */
export function addressFor(place: Place, isFlat: boolean, random: Random): string {
  const street = random.pick(streetsByCity[place.city.name] ?? genericStreets);
  const area = place.town?.name ?? place.city.name;
  const number = random.int(1, 48);
  const formats = [
    () => `${number} ${street}, ${area}`,
    () => `Plot ${random.int(1, 400)}, ${street}, ${area}, ${place.city.name}`,
    () => `${number} ${street}, ${area}`,
    () => area === place.city.name ? area : `${area}, ${place.city.name}`,
    () => `${random.pick(estateNames)}, off ${street}, ${area}`,
  ];
  if (isFlat) formats.push(() => `Block ${String.fromCharCode(65 + random.int(0, 5))}, Flat ${random.int(1, 12)}, ${random.pick(estateNames)}, ${area}`);
  return random.pick(formats)();
}
