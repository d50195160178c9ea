import type { Random } from '../prng';
import { pickBuildingColours, pickSky } from './palette';
import { gableRoof, windowRow } from './parts';
import { backdrop, palmTree } from './scenery';
import { circle, element, polygon, rect, svgDocument, text } from './svg';

/** The subject drawn on an article or banner illustration, chosen to match its topic. */
export type Motif = 'house' | 'document' | 'key' | 'calculator' | 'magnifier' | 'water' | 'tools' | 'city';

/** A scene with a large motif in front of a small house, for tips (1200x800) and banners. */
export function illustrationImage(motif: Motif, random: Random, title: string, width = 1200, height = 800): string {
  const groundY = Math.round(height * 0.78);
  const scale = height / 800;
  const house = smallHouse(random, width * 0.22, groundY, scale);
  const subject = element('g', { transform: `translate(${width * 0.62} ${height * 0.5}) scale(${scale})` }, motifs[motif](random));
  const decoration = palmTree(width - 90 * scale, groundY + 8, 200 * scale);
  return svgDocument(backdrop(random, pickSky(random), width, height, groundY) + decoration + house + subject, title, width, height);
}

function smallHouse(random: Random, centreX: number, groundY: number, scale: number): string {
  const colours = pickBuildingColours(random);
  const halfWidth = 150 * scale;
  const wallHeight = 170 * scale;
  const left = centreX - halfWidth;
  const right = centreX + halfWidth;
  return (
    rect(left, groundY - wallHeight, right - left, wallHeight, colours.wall) +
    gableRoof(left, right, groundY - wallHeight, 100 * scale, colours.roof, 20 * scale) +
    windowRow(left, right, groundY - wallHeight + 35 * scale, 2, [60 * scale, 60 * scale], colours) +
    rect(centreX - 28 * scale, groundY - 90 * scale, 56 * scale, 90 * scale, colours.roof)
  );
}

const card = (width: number, height: number) => rect(-width / 2, -height / 2, width, height, '#ffffff', { rx: 18, stroke: '#37474f', 'stroke-width': 6 });

const motifs: Record<Motif, (random: Random) => string> = {
  house: (random) => {
    const colours = pickBuildingColours(random);
    return rect(-130, -60, 260, 180, colours.wall, { stroke: '#37474f', 'stroke-width': 6 }) + gableRoof(-130, 130, -60, 120, colours.roof, 30) + rect(-30, 40, 60, 80, colours.roof) + circle(0, -90, 22, '#fff59d');
  },
  document: () =>
    card(240, 320) +
    Array.from({ length: 6 }, (_, i) => rect(-85, -110 + i * 36, i % 2 === 0 ? 170 : 130, 10, '#90a4ae')).join('') +
    circle(60, 110, 38, '#c62828') +
    polygon([[40, 140], [30, 190], [60, 170], [90, 190], [80, 140]], '#c62828'),
  key: () =>
    circle(-90, 0, 70, 'none', { stroke: '#f9a825', 'stroke-width': 28 }) +
    rect(-25, -14, 200, 28, '#f9a825') +
    rect(120, 14, 22, 50, '#f9a825') +
    rect(160, 14, 22, 36, '#f9a825'),
  calculator: () =>
    rect(-120, -170, 240, 340, '#37474f', { rx: 24 }) +
    rect(-90, -140, 180, 70, '#c5e1a5', { rx: 8 }) +
    text(75, -92, '₦', { 'font-size': 44, 'text-anchor': 'end', fill: '#33691e', 'font-weight': 'bold' }) +
    Array.from({ length: 12 }, (_, i) => rect(-90 + (i % 3) * 64, -45 + Math.floor(i / 3) * 52, 52, 40, i === 11 ? '#ff8f00' : '#eceff1', { rx: 8 })).join(''),
  magnifier: () =>
    circle(-30, -30, 110, '#e3f2fd', { stroke: '#37474f', 'stroke-width': 22, opacity: 0.95 }) +
    polygon([[-70, 0], [-30, -50], [10, 0]], '#8c3b2e') +
    rect(-60, 0, 60, 40, '#f4efe6') +
    polygon([[50, 50], [75, 30], [190, 150], [165, 175]], '#37474f'),
  water: () =>
    element('path', { d: 'M 0 -160 C 60 -70 110 -20 110 50 A 110 110 0 0 1 -110 50 C -110 -20 -60 -70 0 -160 Z', fill: '#29b6f6', stroke: '#01579b', 'stroke-width': 6 }) +
    element('path', { d: 'M -60 60 Q -30 30 0 60 T 60 60', fill: 'none', stroke: '#ffffff', 'stroke-width': 8 }),
  tools: () =>
    element('g', { transform: 'rotate(-35)' }, rect(-20, -150, 40, 260, '#8d6e63', { rx: 10 }) + rect(-70, -180, 140, 60, '#607d8b', { rx: 10 })) +
    element('g', { transform: 'rotate(35)' }, rect(-14, -140, 28, 250, '#455a64', { rx: 8 }) + circle(0, -150, 40, 'none', { stroke: '#455a64', 'stroke-width': 22 })),
  city: (random) =>
    Array.from({ length: 5 }, (_, i) => {
      const colours = pickBuildingColours(random);
      const towerHeight = 120 + ((i * 67) % 180);
      const x = -200 + i * 82;
      return rect(x, 160 - towerHeight, 70, towerHeight, colours.wallShade, { stroke: '#37474f', 'stroke-width': 4 }) + windowRow(x, x + 70, 175 - towerHeight, 2, [18, 22], colours);
    }).join(''),
};
