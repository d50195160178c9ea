import type { Random } from '../prng';
import { element, rect, svgDocument, text } from './svg';

type Room = { x: number; y: number; width: number; height: number };

/** Metres per drawing unit, so room labels carry believable dimensions. */
const METRES_PER_UNIT = 0.012;

/** A line-drawn floor plan with `bedrooms` bedrooms plus living, kitchen, dining and baths. */
export function floorPlanImage(bedrooms: number, random: Random): string {
  const labels = [
    'Living Room',
    'Kitchen',
    'Dining',
    ...Array.from({ length: bedrooms }, (_, i) => (i === 0 ? 'Master Bedroom' : `Bedroom ${i + 1}`)),
    'Bath',
    'Guest Toilet',
    'Store',
  ];
  const outline: Room = { x: 100, y: 110, width: 1000, height: 620 };
  const rooms = splitInto(outline, labels.length, random);
  const drawnRooms = rooms
    .map((room, i) => {
      const widthMetres = (room.width * METRES_PER_UNIT).toFixed(1);
      const heightMetres = (room.height * METRES_PER_UNIT).toFixed(1);
      const centreX = room.x + room.width / 2;
      const centreY = room.y + room.height / 2;
      return (
        rect(room.x, room.y, room.width, room.height, i === 0 ? '#eef5fb' : '#ffffff', { stroke: '#263238', 'stroke-width': 6 }) +
        text(centreX, centreY, labels[i], { 'font-size': 22, 'text-anchor': 'middle', fill: '#263238' }) +
        text(centreX, centreY + 28, `${widthMetres}m x ${heightMetres}m`, { 'font-size': 16, 'text-anchor': 'middle', fill: '#607d8b' })
      );
    })
    .join('');
  const frontDoor = element('path', { d: `M 560 730 a 60 60 0 0 1 60 -60`, fill: 'none', stroke: '#263238', 'stroke-width': 3 });
  return svgDocument(
    rect(0, 0, 1200, 800, '#fafafa') +
      text(100, 70, `Floor plan: ${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}`, { 'font-size': 30, fill: '#263238', 'font-weight': 'bold' }) +
      drawnRooms +
      rect(outline.x, outline.y, outline.width, outline.height, 'none', { stroke: '#263238', 'stroke-width': 12 }) +
      rect(560, 722, 60, 16, '#fafafa') +
      frontDoor,
    `Floor plan with ${bedrooms} bedrooms`,
  );
}

/** Binary space partitioning: always split the largest room across its longer side. */
function splitInto(outline: Room, count: number, random: Random): Room[] {
  const rooms: Room[] = [outline];
  while (rooms.length < count) {
    rooms.sort((a, b) => b.width * b.height - a.width * a.height);
    const [largest] = rooms.splice(0, 1);
    const ratio = 0.38 + random.next() * 0.24;
    if (largest.width >= largest.height) {
      const leftWidth = Math.round(largest.width * ratio);
      rooms.push({ ...largest, width: leftWidth }, { ...largest, x: largest.x + leftWidth, width: largest.width - leftWidth });
    } else {
      const topHeight = Math.round(largest.height * ratio);
      rooms.push({ ...largest, height: topHeight }, { ...largest, y: largest.y + topHeight, height: largest.height - topHeight });
    }
  }
  // Reading order (top-left first) keeps the living room at the front of the drawing.
  return rooms.sort((a, b) => a.y - b.y || a.x - b.x);
}
