/** Minimal SVG string building; the seed needs no DOM and no image library. */

export const WIDTH = 1200;
export const HEIGHT = 800;
/** Where buildings stand in every scene. */
export const GROUND_Y = 620;

type Attributes = Record<string, string | number>;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function element(tag: string, attributes: Attributes, children = ''): string {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  return children ? `<${tag}${attributeText}>${children}</${tag}>` : `<${tag}${attributeText}/>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}): string {
  return element('rect', { x, y, width, height, fill, ...extra });
}

export function polygon(points: [number, number][], fill: string, extra: Attributes = {}): string {
  return element('polygon', { points: points.map(([x, y]) => `${x},${y}`).join(' '), fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}): string {
  return element('circle', { cx, cy, r, fill, ...extra });
}

export function text(x: number, y: number, content: string, extra: Attributes = {}): string {
  return element('text', { x, y, 'font-family': 'Helvetica, Arial, sans-serif', ...extra }, escapeXml(content));
}

export function svgDocument(body: string, title: string, width = WIDTH, height = HEIGHT): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img">${element('title', {}, escapeXml(title))}${body}</svg>`
  );
}
