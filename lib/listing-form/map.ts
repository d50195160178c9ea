/**
 * The location picker's rules, kept apart from the map library: the coordinate the form stores, and
 * what the keys do on the focused map.
 */
export type Coordinate = { latitude: number; longitude: number };

/** The zoom the picker opens at around a chosen point: streets and plots are visible. */
export const CHOSEN_ZOOM = 16;

/** Web Mercator (every street-tile map) reaches ±85.0511° latitude: beyond it there is no map. */
const MAX_LATITUDE = 85.0511;

/** A point the map reports, as the form stores it: latitude kept on the map, longitude wrapped, six decimals. */
export function toCoordinate(latitude: number, longitude: number): Coordinate {
  return {
    latitude: roundCoordinate(Math.min(MAX_LATITUDE, Math.max(-MAX_LATITUDE, latitude))),
    longitude: roundCoordinate(((((longitude + 180) % 360) + 360) % 360) - 180),
  };
}

/** Six decimals: about 10 cm, as precise as a listing needs. */
export function roundCoordinate(value: number): number {
  // + 0 turns -0 into 0, so a point on the equator or meridian reads "0", not "-0".
  return Math.round(value * 1e6) / 1e6 + 0;
}

/** A coordinate from the two inputs, or null while either is not a usable number. */
export function parseCoordinate(latitude: string, longitude: string): Coordinate | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude.trim() === '' || longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** An arrow key moves the marker this many screen pixels (so the step shrinks as the map zooms in); Shift five times as far. */
const ARROW_STEP_PIXELS = 10;
const arrows: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export type PickerKeyAction = { move: { x: number; y: number } } | { zoom: 1 | -1 } | { place: true } | null;

/**
 * What a key pressed on the focused picker map does: arrows move the marker (screen pixels, y down),
 * + and - zoom, Enter and Space place the marker at the map's centre; anything else is left alone.
 */
export function pickerKeyAction(key: string, shiftKey: boolean): PickerKeyAction {
  const arrow = arrows[key];
  if (arrow) {
    const step = ARROW_STEP_PIXELS * (shiftKey ? 5 : 1);
    return { move: { x: arrow[0] * step, y: arrow[1] * step } };
  }
  if (key === '+' || key === '=') return { zoom: 1 };
  if (key === '-' || key === '_') return { zoom: -1 };
  if (key === 'Enter' || key === ' ') return { place: true };
  return null;
}
