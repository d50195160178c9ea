import type { Random } from '../prng';
import { pickBuildingColours, pickSky } from './palette';
import { compoundWall, door, gableRoof, hipRoof, windowRow } from './parts';
import { backdrop, driveway, flankingTrees } from './scenery';
import { GROUND_Y, rect, svgDocument } from './svg';

export type ResidentialStyle = 'duplex' | 'bungalow' | 'apartments' | 'terrace';
export const residentialStyles: ResidentialStyle[] = ['duplex', 'bungalow', 'apartments', 'terrace'];

/** A 1200x800 flat illustration of a home of the given style, varied by the random source. */
export function residentialImage(style: ResidentialStyle, random: Random): string {
  const sky = pickSky(random);
  const building = { duplex, bungalow, apartments, terrace }[style](random);
  return svgDocument(backdrop(random, sky) + flankingTrees(random) + building, `Illustration of a ${style}`);
}

function duplex(random: Random): string {
  const colours = pickBuildingColours(random);
  const left = random.int(280, 340);
  const right = 1200 - random.int(280, 340);
  const floorHeight = 150;
  const top = GROUND_Y - floorHeight * 2;
  const wingRight = right - 170;
  const roof = random.chance(0.5) ? hipRoof(left, wingRight, top, 90, colours.roof) : gableRoof(left, wingRight, top, 110, colours.roof);
  return (
    driveway(left + 180) +
    rect(left, top, wingRight - left, floorHeight * 2, colours.wall) +
    rect(wingRight, GROUND_Y - floorHeight - 30, right - wingRight, floorHeight + 30, colours.wallShade) +
    hipRoof(wingRight, right, GROUND_Y - floorHeight - 30, 50, colours.roof, 16) +
    roof +
    rect(left, top + floorHeight - 6, wingRight - left, 12, colours.trim) +
    windowRow(left, wingRight, top + 35, random.int(3, 4), [60, 80], colours) +
    windowRow(left + 110, wingRight, GROUND_Y - 120, 2, [70, 80], colours) +
    windowRow(wingRight, right, GROUND_Y - 130, 1, [80, 70], colours) +
    door(left + 150, GROUND_Y, 60, 110, colours.roof) +
    compoundWall(80, 1120, GROUND_Y + 90, left + 105, colours)
  );
}

function bungalow(random: Random): string {
  const colours = pickBuildingColours(random);
  const left = random.int(220, 300);
  const right = 1200 - random.int(220, 300);
  const top = GROUND_Y - 170;
  const centre = (left + right) / 2;
  return (
    driveway(centre) +
    rect(left, top, right - left, 170, colours.wall) +
    hipRoof(left, right, top, random.int(90, 120), colours.roof, 30) +
    rect(centre - 90, top, 180, 170, colours.wallShade) +
    gableRoof(centre - 90, centre + 90, top + 10, 70, colours.roof, 14) +
    windowRow(left, centre - 90, top + 45, 2, [70, 80], colours) +
    windowRow(centre + 90, right, top + 45, 2, [70, 80], colours) +
    door(centre - 35, GROUND_Y, 70, 115, colours.roof) +
    rect(left - 10, GROUND_Y - 6, right - left + 20, 12, colours.trim)
  );
}

function apartments(random: Random): string {
  const colours = pickBuildingColours(random);
  const floors = random.int(3, 5);
  const floorHeight = Math.min(110, 420 / floors);
  const left = random.int(300, 360);
  const right = 1200 - random.int(300, 360);
  const top = GROUND_Y - floors * floorHeight;
  const centre = (left + right) / 2;
  const storeys = Array.from({ length: floors }, (_, floor) => {
    const y = top + floor * floorHeight;
    const balcony = rect(left - 10, y + floorHeight - 22, right - left + 20, 8, colours.trim);
    return windowRow(left, centre - 40, y + 18, 2, [60, floorHeight - 48], colours) + windowRow(centre + 40, right, y + 18, 2, [60, floorHeight - 48], colours) + (floor > 0 ? balcony : '');
  }).join('');
  return (
    rect(left, top, right - left, floors * floorHeight, colours.wall) +
    rect(centre - 40, top, 80, floors * floorHeight, colours.wallShade) +
    rect(left - 20, top - 24, right - left + 40, 24, colours.roof) +
    storeys +
    door(centre - 30, GROUND_Y, 60, 90, colours.roof) +
    rect(left - 40, GROUND_Y - 4, right - left + 80, 10, '#9e9e9e')
  );
}

function terrace(random: Random): string {
  const units = random.int(3, 4);
  const unitWidth = 220;
  const left = (1200 - units * unitWidth) / 2;
  const top = GROUND_Y - 260;
  const homes = Array.from({ length: units }, (_, i) => {
    const colours = pickBuildingColours(random);
    const x = left + i * unitWidth;
    return (
      rect(x, top, unitWidth, 260, colours.wall) +
      gableRoof(x, x + unitWidth, top, 80, colours.roof, 4) +
      windowRow(x, x + unitWidth, top + 30, 2, [55, 70], colours) +
      windowRow(x + unitWidth / 2, x + unitWidth, GROUND_Y - 115, 1, [60, 70], colours) +
      door(x + 30, GROUND_Y, 55, 105, colours.roof)
    );
  }).join('');
  return homes + rect(left - 20, GROUND_Y - 4, units * unitWidth + 40, 10, '#9e9e9e');
}
