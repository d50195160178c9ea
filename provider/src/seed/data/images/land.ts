import type { Random } from '../prng';
import { pickSky, SOIL } from './palette';
import { backdrop, palmTree, roundTree } from './scenery';
import { circle, GROUND_Y, polygon, rect, svgDocument } from './svg';

/** A 1200x800 illustration of a surveyed plot: cleared ground, corner beacons and a blank signboard. */
export function landImage(random: Random): string {
  const sky = pickSky(random);
  const top = GROUND_Y + 20;
  const corners: [number, number][] = [[380, top], [820, top], [1060, 770], [140, 770]];
  const plot = polygon(corners, random.chance(0.5) ? SOIL : '#d8b07a');
  const beacons = corners.map(([x, y]) => rect(x - 6, y - 34, 12, 34, '#eeeeee') + rect(x - 6, y - 34, 12, 10, '#d32f2f')).join('');
  const tufts = Array.from({ length: 18 }, () => circle(random.int(200, 1000), random.int(top + 20, 760), random.int(6, 14), '#6aa84f', { opacity: 0.8 })).join('');
  const signX = random.int(860, 980);
  const sign = rect(signX, GROUND_Y - 170, 8, 190, '#5d4037') + rect(signX + 150, GROUND_Y - 170, 8, 190, '#5d4037') + rect(signX - 10, GROUND_Y - 200, 178, 100, '#ffffff') + rect(signX + 5, GROUND_Y - 180, 148, 14, '#2e7d32') + rect(signX + 5, GROUND_Y - 155, 110, 10, '#90a4ae') + rect(signX + 5, GROUND_Y - 135, 130, 10, '#90a4ae');
  const trees = Array.from({ length: random.int(2, 4) }, (_, i) => (i % 2 === 0 ? palmTree(random.int(40, 320), GROUND_Y + 10, random.int(170, 250)) : roundTree(random.int(40, 320), GROUND_Y + 10, random.int(80, 120)))).join('');
  return svgDocument(backdrop(random, sky) + trees + plot + tufts + beacons + sign, 'Illustration of a surveyed plot of land');
}
