import type { Random } from '../prng';
import { pickBuildingColours, pickSky } from './palette';
import { door, windowPane, windowRow } from './parts';
import { backdrop, flankingTrees } from './scenery';
import { element, GROUND_Y, polygon, rect, svgDocument } from './svg';

export type CommercialStyle = 'office' | 'shops' | 'warehouse';
export const commercialStyles: CommercialStyle[] = ['office', 'shops', 'warehouse'];

/** A 1200x800 flat illustration of a commercial building of the given style. */
export function commercialImage(style: CommercialStyle, random: Random): string {
  const building = { office, shops, warehouse }[style](random);
  return svgDocument(backdrop(random, pickSky(random)) + flankingTrees(random) + building, `Illustration of ${style === 'office' ? 'an office building' : style}`);
}

function office(random: Random): string {
  const colours = pickBuildingColours(random);
  const left = random.int(380, 440);
  const right = 1200 - random.int(380, 440);
  const floors = random.int(6, 9);
  const floorHeight = 52;
  const top = GROUND_Y - floors * floorHeight - 40;
  const columns = 5;
  const glazing = Array.from({ length: floors }, (_, floor) =>
    Array.from({ length: columns }, (_, column) => {
      const width = (right - left - 40) / columns - 10;
      return rect(left + 20 + column * (width + 10), top + 20 + floor * floorHeight, width, floorHeight - 12, colours.glass, { opacity: 0.9 });
    }).join(''),
  ).join('');
  const annex = rect(right, GROUND_Y - 160, 130, 160, colours.wallShade) + windowRow(right, right + 130, GROUND_Y - 130, 1, [70, 60], colours);
  return rect(left, top, right - left, GROUND_Y - top, '#455a64') + glazing + annex + rect(left + (right - left) / 2 - 60, GROUND_Y - 70, 120, 70, colours.glass) + rect(left - 60, GROUND_Y - 4, right - left + 260, 10, '#9e9e9e');
}

function shops(random: Random): string {
  const count = random.int(3, 4);
  const width = 230;
  const left = (1200 - count * width) / 2;
  const top = GROUND_Y - 200;
  const stripes = ['#e53935', '#43a047', '#1e88e5', '#fb8c00', '#8e24aa'];
  const units = Array.from({ length: count }, (_, i) => {
    const colours = pickBuildingColours(random);
    const x = left + i * width;
    const awning = polygon([[x + 10, top + 70], [x + width - 10, top + 70], [x + width + 5, top + 110], [x - 5, top + 110]], random.pick(stripes));
    return rect(x, top, width, 200, colours.wall) + rect(x + 15, top + 20, width - 30, 40, colours.trim) + awning + windowPane(x + 20, top + 125, 110, 65, colours) + door(x + 150, GROUND_Y, 60, 80, colours.roof);
  }).join('');
  return rect(left - 10, top - 20, count * width + 20, 24, '#546e7a') + units + rect(left - 40, GROUND_Y - 4, count * width + 80, 10, '#9e9e9e');
}

function warehouse(random: Random): string {
  const colours = pickBuildingColours(random);
  const left = random.int(200, 260);
  const right = 1200 - random.int(200, 260);
  const top = GROUND_Y - 230;
  const roof = element('path', { d: `M ${left - 20} ${top} Q ${(left + right) / 2} ${top - 120} ${right + 20} ${top} Z`, fill: colours.roof });
  const ribs = Array.from({ length: 14 }, (_, i) => rect(left + i * ((right - left) / 14), top, 3, 230, '#000000', { opacity: 0.08 })).join('');
  const bays = Array.from({ length: 3 }, (_, i) => {
    const x = left + 60 + i * ((right - left - 120) / 3);
    return rect(x, GROUND_Y - 150, 170, 150, '#b0bec5') + Array.from({ length: 10 }, (_, line) => rect(x, GROUND_Y - 150 + line * 15, 170, 2, '#78909c')).join('');
  }).join('');
  return roof + rect(left, top, right - left, 230, '#cfd8dc') + ribs + bays + rect(left - 60, GROUND_Y - 4, right - left + 120, 60, '#9e9e9e');
}
