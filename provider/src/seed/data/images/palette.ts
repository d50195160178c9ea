import type { Random } from '../prng';

/** Colour sets chosen to look like Nigerian streets: warm plaster, terracotta and slate roofs. */
export type Sky = { top: string; bottom: string; sun: string };
export type BuildingColours = { wall: string; wallShade: string; roof: string; trim: string; glass: string };

const skies: Sky[] = [
  { top: '#4f9fe0', bottom: '#cfe9fb', sun: '#ffd95a' },
  { top: '#7cc0f0', bottom: '#eef8ff', sun: '#ffe27a' },
  { top: '#f08a5d', bottom: '#fde2b8', sun: '#fff1c1' },
  { top: '#6a7fdb', bottom: '#f6c6a8', sun: '#ffe0a3' },
  { top: '#2f80c8', bottom: '#b6e0f7', sun: '#fff3b0' },
];

const walls: [string, string][] = [
  ['#f4efe6', '#ddd3c2'],
  ['#f2dfc4', '#d9c1a0'],
  ['#e8eef2', '#c9d3da'],
  ['#f7e6d8', '#dfc6b1'],
  ['#e6f0e2', '#c4d3bd'],
  ['#fdf6e3', '#e6d9b8'],
];
const roofs = ['#8c3b2e', '#3e4a5c', '#5a6b4f', '#a0522d', '#2f3e46', '#6d4c41'];
const trims = ['#ffffff', '#5d4037', '#37474f', '#b0bec5'];
const glasses = ['#9fd3f2', '#7fb8d8', '#a9c9e8', '#8ecae6'];

export function pickSky(random: Random): Sky {
  return random.pick(skies);
}

export function pickBuildingColours(random: Random): BuildingColours {
  const [wall, wallShade] = random.pick(walls);
  return { wall, wallShade, roof: random.pick(roofs), trim: random.pick(trims), glass: random.pick(glasses) };
}

export const GRASS = '#7cb95c';
export const GRASS_DARK = '#5d9a42';
export const SOIL = '#c98c55';
export const LEAF = '#3f8f3a';
export const TRUNK = '#7a5230';
