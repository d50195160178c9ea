/**
 * The location picker's maths (no map tiles: the panel is drawn locally). The panel is centred on the
 * chosen point and spans about 1 km at zoom 14, twice as much per zoom level out.
 */
export type Coordinate = { latitude: number; longitude: number };

export const DEFAULT_CENTRE: Coordinate = { latitude: 9.072264, longitude: 7.491302 };
export const DEFAULT_ZOOM = 14;
export const MIN_ZOOM = 8;
export const MAX_ZOOM = 18;
/** Grid lines across the panel. */
export const GRID_LINES = 10;

const METRES_PER_DEGREE = 111_320;

/** The ground width (and height) the panel shows at `zoom`, in metres. */
export function panelSpanMetres(zoom: number): number {
  return 1000 * 2 ** (DEFAULT_ZOOM - zoom);
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));
}

/** The point `east` and `north` metres from `from` (flat-earth: exact enough across a few km). */
export function offsetBy(from: Coordinate, east: number, north: number): Coordinate {
  const latitude = clampLatitude(from.latitude + north / METRES_PER_DEGREE);
  const longitude = wrapLongitude(from.longitude + east / (METRES_PER_DEGREE * Math.cos(toRadians(from.latitude))));
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/**
 * The coordinate under a point of the panel given as fractions of its size from the top-left corner
 * (0..1 each way), the panel being centred on `centre`.
 */
export function coordinateAt(centre: Coordinate, zoom: number, x: number, y: number): Coordinate {
  const span = panelSpanMetres(zoom);
  return offsetBy(centre, (x - 0.5) * span, (0.5 - y) * span);
}

export type Direction = 'north' | 'south' | 'east' | 'west';
const steps: Record<Direction, [number, number]> = { north: [0, 1], south: [0, -1], east: [1, 0], west: [-1, 0] };

/** One arrow-key step: one grid square. */
export function nudge(centre: Coordinate, zoom: number, direction: Direction): Coordinate {
  const step = panelSpanMetres(zoom) / GRID_LINES;
  const [east, north] = steps[direction];
  return offsetBy(centre, east * step, north * step);
}

/**
 * Where the first vertical and horizontal grid lines fall (fractions of the panel, 0..1/GRID_LINES),
 * so the grid moves under the fixed crosshair as the point moves.
 */
export function gridPhase(centre: Coordinate, zoom: number): { x: number; y: number } {
  const square = panelSpanMetres(zoom) / GRID_LINES;
  const east = centre.longitude * METRES_PER_DEGREE * Math.cos(toRadians(centre.latitude));
  const north = centre.latitude * METRES_PER_DEGREE;
  const phase = (metres: number) => (((metres % square) + square) % square) / square / GRID_LINES;
  return { x: phase(-east), y: phase(north) };
}

/** Six decimals: about 10 cm, as precise as a listing needs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A coordinate from the two inputs, or null while either is not a usable number. */
export function parseCoordinate(latitude: string, longitude: string): Coordinate | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude.trim() === '' || longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const clampLatitude = (latitude: number) => Math.min(85, Math.max(-85, latitude));
const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
