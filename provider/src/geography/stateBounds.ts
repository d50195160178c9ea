/**
 * Provider extension (docs/provider-contract.md, "A pin where the address says"): each state's
 * bounding box, keyed by the state's name as the `states` table spells it, to check that a listing's
 * map pin lies in the state its address names. Boxes are rough (a little generous, to two decimals)
 * and overlap where states meet, so a pin is only called "outside" when it is outside the chosen
 * state's box, and a state is only named when its box alone holds the pin.
 */
type Box = { south: number; north: number; west: number; east: number };

export const STATE_BOUNDS: Readonly<Record<string, Box>> = {
  Abia: { south: 4.75, north: 6.15, west: 7.0, east: 8.05 },
  Adamawa: { south: 7.45, north: 10.98, west: 11.35, east: 13.75 },
  'Akwa Ibom': { south: 4.3, north: 5.6, west: 7.35, east: 8.45 },
  Anambra: { south: 5.68, north: 6.8, west: 6.6, east: 7.35 },
  Bauchi: { south: 9.3, north: 12.25, west: 8.5, east: 11.0 },
  Bayelsa: { south: 4.2, north: 5.4, west: 5.3, east: 6.75 },
  Benue: { south: 6.4, north: 8.15, west: 7.75, east: 10.0 },
  Borno: { south: 10.0, north: 13.72, west: 11.5, east: 14.7 },
  'Cross River': { south: 4.45, north: 6.9, west: 7.8, east: 9.45 },
  Delta: { south: 5.0, north: 6.5, west: 4.95, east: 6.8 },
  Ebonyi: { south: 5.7, north: 6.8, west: 7.5, east: 8.45 },
  Edo: { south: 5.75, north: 7.6, west: 5.0, east: 6.7 },
  Ekiti: { south: 7.25, north: 8.1, west: 4.75, east: 5.8 },
  Enugu: { south: 5.9, north: 7.1, west: 6.95, east: 7.9 },
  'Federal Capital Territory': { south: 8.4, north: 9.45, west: 6.75, east: 7.65 },
  Gombe: { south: 9.3, north: 11.2, west: 10.7, east: 12.0 },
  Imo: { south: 5.1, north: 5.95, west: 6.6, east: 7.45 },
  Jigawa: { south: 11.0, north: 13.0, west: 8.0, east: 10.6 },
  Kaduna: { south: 9.0, north: 11.3, west: 6.1, east: 8.8 },
  Kano: { south: 10.55, north: 12.75, west: 7.65, east: 9.45 },
  Katsina: { south: 11.1, north: 13.4, west: 6.9, east: 8.7 },
  Kebbi: { south: 10.1, north: 13.3, west: 3.45, east: 6.05 },
  Kogi: { south: 6.6, north: 8.75, west: 5.35, east: 7.9 },
  Kwara: { south: 7.95, north: 10.15, west: 2.7, east: 6.1 },
  Lagos: { south: 6.35, north: 6.72, west: 2.69, east: 4.36 },
  Nasarawa: { south: 7.7, north: 9.4, west: 7.0, east: 9.6 },
  Niger: { south: 8.3, north: 11.5, west: 3.5, east: 7.5 },
  Ogun: { south: 6.3, north: 7.98, west: 2.68, east: 4.6 },
  Ondo: { south: 5.75, north: 8.0, west: 4.3, east: 6.05 },
  Osun: { south: 7.0, north: 8.1, west: 4.0, east: 5.1 },
  Oyo: { south: 7.05, north: 9.2, west: 2.65, east: 4.6 },
  Plateau: { south: 8.4, north: 10.4, west: 8.35, east: 10.1 },
  Rivers: { south: 4.25, north: 5.7, west: 6.45, east: 7.6 },
  Sokoto: { south: 11.5, north: 13.85, west: 4.1, east: 6.45 },
  Taraba: { south: 6.45, north: 9.6, west: 9.3, east: 11.95 },
  Yobe: { south: 10.5, north: 13.4, west: 9.6, east: 12.4 },
  Zamfara: { south: 11.0, north: 13.1, west: 5.3, east: 7.2 },
};

export type Point = { latitude: number; longitude: number };

const holds = (box: Box, { latitude, longitude }: Point) =>
  latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;

/** The one state whose box holds the point, or null when none does or several do. */
export function stateOfPoint(point: Point): string | null {
  const holding = Object.entries(STATE_BOUNDS).filter(([, box]) => holds(box, point));
  return holding.length === 1 ? holding[0]![0] : null;
}

/** "Ogun State", "the Federal Capital Territory": a state as a sentence names it. */
export const stateInWords = (name: string) => (name === 'Federal Capital Territory' ? 'the Federal Capital Territory' : `${name} State`);

/**
 * Why a pin does not belong to the listing's state, or null when it may (inside the state's box, or
 * a state without a box). Names the state the pin is in when exactly one box holds it.
 */
export function pinRefusal(stateName: string, point: Point): string | null {
  const box = STATE_BOUNDS[stateName];
  if (!box || holds(box, point)) return null;
  const pinState = stateOfPoint(point);
  return pinState
    ? `This pin is in ${stateInWords(pinState)}; the listing says ${stateName}`
    : `This pin is outside ${stateInWords(stateName)}; move it to where the home is`;
}
