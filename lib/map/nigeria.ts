/**
 * Nigeria for the maps: its extent (the view when there is nothing to show), a rough outline (drawn
 * when there are no street tiles, so a map still shows where it is) and its state capitals, where a
 * listing without coordinates of its own is placed, on a small spiral so listings of one state stay
 * apart and each remains a marker of its own.
 */

/** Nigeria's bounding box, in degrees. */
export const nigeriaBounds = { south: 4, north: 14, west: 2.7, east: 14.7 } as const;

/** State capitals [latitude, longitude], keyed by the provider's state names. */
const stateCapitals: Record<string, readonly [number, number]> = {
  Abia: [5.53, 7.49], Adamawa: [9.2, 12.5], 'Akwa Ibom': [5.04, 7.91], Anambra: [6.21, 7.07], Bauchi: [10.31, 9.84],
  Bayelsa: [4.93, 6.27], Benue: [7.73, 8.54], Borno: [11.83, 13.15], 'Cross River': [4.96, 8.33], Delta: [6.2, 6.73],
  Ebonyi: [6.32, 8.11], Edo: [6.34, 5.63], Ekiti: [7.62, 5.22], Enugu: [6.44, 7.5], 'Federal Capital Territory': [9.06, 7.5],
  Gombe: [10.29, 11.17], Imo: [5.49, 7.03], Jigawa: [11.76, 9.34], Kaduna: [10.52, 7.44], Kano: [12, 8.52],
  Katsina: [12.99, 7.6], Kebbi: [12.45, 4.2], Kogi: [7.8, 6.74], Kwara: [8.5, 4.55], Lagos: [6.52, 3.38],
  Nasarawa: [8.49, 8.52], Niger: [9.61, 6.55], Ogun: [7.15, 3.35], Ondo: [7.25, 5.2], Osun: [7.77, 4.56],
  Oyo: [7.38, 3.95], Plateau: [9.9, 8.86], Rivers: [4.82, 7.03], Sokoto: [13.06, 5.24], Taraba: [8.89, 11.36],
  Yobe: [11.75, 11.96], Zamfara: [12.17, 6.66],
};

/**
 * A simplified outline of Nigeria as [longitude, latitude] corners, clockwise from the Benin border on
 * the coast: enough to recognise the country, not to navigate by.
 */
export const nigeriaOutline: readonly (readonly [number, number])[] = [
  [2.7, 6.37], [2.72, 7.8], [3.6, 9.0], [3.6, 10.3], [3.75, 11.7], [4.1, 13.5], [5.4, 13.87], [6.4, 13.6],
  [7.8, 13.35], [9.0, 12.85], [10.6, 13.3], [12.3, 13.1], [13.6, 13.7], [14.2, 12.9], [14.6, 11.9],
  [13.8, 10.9], [13.2, 9.5], [12.8, 8.4], [11.8, 7.0], [11.1, 6.5], [9.8, 6.8], [8.9, 5.6], [8.5, 4.6],
  [7.1, 4.4], [6.0, 4.3], [5.4, 5.3], [4.5, 6.3], [3.4, 6.4],
];

const SPIRAL_STEP_DEGREES = 0.22;

/** Where the `index`-th result of a state goes, or null for a state the table does not know. */
export function resultPosition(stateName: string, index: number): { latitude: number; longitude: number } | null {
  const capital = stateCapitals[stateName];
  if (!capital) return null;
  if (index === 0) return { latitude: capital[0], longitude: capital[1] };
  // A golden-angle spiral spreads any number of results evenly around the capital.
  const angle = index * 2.39996;
  const radius = SPIRAL_STEP_DEGREES * Math.sqrt(index);
  return { latitude: capital[0] + radius * Math.sin(angle), longitude: capital[1] + radius * Math.cos(angle) };
}
