/**
 * Text made safe to write into HTML, SVG, XML or Pango markup, as element text or a quoted
 * attribute value. Isomorphic: Leaflet's credit in the browser, sitemap XML and share-image text on
 * the server all use it. The apostrophe is `&#39;` rather than `&apos;`, which HTML 4 lacks; the
 * numeric form is valid in all of them.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}
