import type { BuildingColours } from './palette';
import { polygon, rect } from './svg';

/** A framed window with a glazing bar. */
export function windowPane(x: number, y: number, width: number, height: number, colours: BuildingColours): string {
  return (
    rect(x - 4, y - 4, width + 8, height + 8, colours.trim) +
    rect(x, y, width, height, colours.glass) +
    rect(x + width / 2 - 1.5, y, 3, height, colours.trim) +
    polygon([[x, y], [x + width * 0.35, y], [x, y + height * 0.6]], '#ffffff', { opacity: 0.35 })
  );
}

/** Windows evenly spread across a facade band. */
export function windowRow(left: number, right: number, y: number, count: number, size: [number, number], colours: BuildingColours): string {
  const [width, height] = size;
  const step = (right - left) / count;
  return Array.from({ length: count }, (_, i) => windowPane(left + step * i + (step - width) / 2, y, width, height, colours)).join('');
}

export function door(x: number, groundY: number, width: number, height: number, colour: string): string {
  return rect(x - 5, groundY - height - 5, width + 10, height + 5, '#ffffff', { opacity: 0.7 }) + rect(x, groundY - height, width, height, colour) + rect(x + width - 14, groundY - height / 2, 6, 6, '#f2c14e');
}

/** A gable roof overhanging the wall below it by `overhang`. */
export function gableRoof(left: number, right: number, eaveY: number, rise: number, colour: string, overhang = 24): string {
  return polygon([[left - overhang, eaveY], [(left + right) / 2, eaveY - rise], [right + overhang, eaveY]], colour);
}

/** A hip roof seen from the front: a trapezoid. */
export function hipRoof(left: number, right: number, eaveY: number, rise: number, colour: string, overhang = 24): string {
  const inset = (right - left) * 0.22;
  return polygon([[left - overhang, eaveY], [left + inset, eaveY - rise], [right - inset, eaveY - rise], [right + overhang, eaveY]], colour);
}

/** A low compound wall with a gate, common in front of Nigerian homes. */
export function compoundWall(left: number, right: number, groundY: number, gateX: number, colours: BuildingColours): string {
  const height = 70;
  const gateWidth = 150;
  return (
    rect(left, groundY + 20 - height, gateX - left, height, colours.wallShade) +
    rect(gateX + gateWidth, groundY + 20 - height, right - gateX - gateWidth, height, colours.wallShade) +
    rect(gateX, groundY + 20 - height + 6, gateWidth, height - 6, colours.roof, { opacity: 0.85 }) +
    Array.from({ length: 6 }, (_, i) => rect(gateX + 12 + i * 24, groundY + 20 - height + 12, 8, height - 18, '#000000', { opacity: 0.15 })).join('')
  );
}
