import type { Random } from '../prng';
import { GRASS, GRASS_DARK, LEAF, TRUNK, type Sky } from './palette';
import { circle, element, GROUND_Y, HEIGHT, polygon, rect, WIDTH } from './svg';

/** Sky, sun, clouds, distant hills and lawn behind every building illustration. */
export function backdrop(random: Random, sky: Sky, width = WIDTH, height = HEIGHT, groundY = GROUND_Y): string {
  const gradient = element(
    'defs',
    {},
    element(
      'linearGradient',
      { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
      element('stop', { offset: 0, 'stop-color': sky.top }) + element('stop', { offset: 1, 'stop-color': sky.bottom }),
    ),
  );
  const sun = circle(random.int(120, width - 120), random.int(90, 170), random.int(40, 60), sky.sun, { opacity: 0.9 });
  const clouds = Array.from({ length: random.int(2, 4) }, () => cloud(random.int(60, width - 160), random.int(60, 220))).join('');
  const hills = polygon(
    [[0, groundY - random.int(60, 120)], [width * 0.3, groundY - random.int(120, 180)], [width * 0.6, groundY - random.int(50, 110)], [width, groundY - random.int(100, 170)], [width, groundY], [0, groundY]],
    GRASS_DARK,
    { opacity: 0.45 },
  );
  const lawn = rect(0, groundY, width, height - groundY, GRASS);
  return gradient + rect(0, 0, width, height, 'url(#sky)') + sun + clouds + hills + lawn;
}

function cloud(x: number, y: number): string {
  return element(
    'g',
    { fill: '#ffffff', opacity: 0.85 },
    circle(x, y, 28, '#ffffff') + circle(x + 32, y - 14, 36, '#ffffff') + circle(x + 70, y, 30, '#ffffff') + rect(x, y, 70, 30, '#ffffff'),
  );
}

export function palmTree(x: number, baseY: number, height: number): string {
  const topY = baseY - height;
  const trunk = polygon([[x - 7, baseY], [x + 7, baseY], [x + 4, topY], [x - 4, topY]], TRUNK);
  const fronds = [-70, -35, 0, 35, 70, 150, -150]
    .map((angle) =>
      element('ellipse', { cx: x + 45, cy: topY, rx: 48, ry: 11, fill: LEAF, transform: `rotate(${angle} ${x} ${topY})` }),
    )
    .join('');
  return trunk + fronds;
}

export function roundTree(x: number, baseY: number, size: number): string {
  return rect(x - 6, baseY - size, 12, size, TRUNK) + circle(x, baseY - size, size * 0.55, LEAF) + circle(x - size * 0.3, baseY - size * 0.8, size * 0.4, GRASS_DARK);
}

/** Trees either side of the main subject, leaving the middle clear. */
export function flankingTrees(random: Random, groundY = GROUND_Y, width = WIDTH): string {
  const left = random.chance(0.5) ? palmTree(random.int(60, 160), groundY + 10, random.int(180, 260)) : roundTree(random.int(70, 160), groundY + 10, random.int(90, 130));
  const right = random.chance(0.5) ? palmTree(random.int(width - 160, width - 60), groundY + 10, random.int(180, 260)) : roundTree(random.int(width - 160, width - 70), groundY + 10, random.int(90, 130));
  return left + right;
}

/** A paved driveway in perspective from the front door to the viewer. */
export function driveway(centreX: number, groundY = GROUND_Y, height = HEIGHT): string {
  return polygon([[centreX - 50, groundY], [centreX + 50, groundY], [centreX + 160, height], [centreX - 160, height]], '#bdb5a6');
}
