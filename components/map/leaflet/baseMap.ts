/**
 * What every map shares: Leaflet with its CSS (this module and everything under leaflet/ is loaded
 * only when a map comes into view, never with a page), the street tiles the build was configured
 * with and their credit, and a plain background that stands in for them when there are none or they
 * fail (offline, the tile server down): markers and the picker work the same on it.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { escapeMarkup } from '@/lib/escape-markup';
import { nigeriaOutline } from '@/lib/map/nigeria';
import { tileSettings, type TileAttribution } from '@/lib/map/tiles.mjs';
import { mapText } from '@/lib/messages/map';
import styles from './leafletMap.module.css';

/** Written into the bundle at build time, from the variables next.config.mjs builds the CSP from. */
const tiles = tileSettings({
  url: process.env.NEXT_PUBLIC_MAP_TILE_URL,
  attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION,
  attributionUrl: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION_URL,
});

/** The closest zoom standard raster tile servers draw (OpenStreetMap's included). */
const MAX_ZOOM = 19;

type MapOptions = {
  /** The map's accessible name. */
  label: string;
  /** Id of the text that explains how to use it. */
  describedBy: string;
  /**
   * 'group' for maps browsed by Tab (pins are buttons; Leaflet's arrow keys pan), inside a section
   * that is the landmark; 'application' for the picker, which handles its own keys.
   */
  role: 'group' | 'application';
};

/**
 * A Leaflet map filling `frame`, with tiles (or the plain background), zoom buttons and the credit.
 * Leaflet gets an element of its own inside the frame, which React renders and may render again.
 */
export function createMap(frame: HTMLElement, { label, describedBy, role }: MapOptions): L.Map {
  const element = frame.appendChild(document.createElement('div'));
  const map = L.map(element, {
    zoomControl: false,
    // The page scrolls past the map; zoom is on the buttons, the keyboard, a pinch or a double click.
    scrollWheelZoom: false,
    keyboard: role === 'group',
    maxZoom: MAX_ZOOM,
  });
  element.classList.add(styles.map);
  element.setAttribute('role', role);
  element.setAttribute('aria-roledescription', mapText.roleDescription);
  element.setAttribute('aria-label', label);
  element.setAttribute('aria-describedby', describedBy);
  element.tabIndex = 0;

  L.control.zoom({ zoomInTitle: mapText.zoomIn, zoomOutTitle: mapText.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);
  new PlainBackground({ zIndex: 0 }).addTo(map);
  const outline = L.polygon(
    nigeriaOutline.map(([longitude, latitude]) => [latitude, longitude]),
    { className: styles.outline, interactive: false },
  );
  if (tiles) {
    const streets = L.tileLayer(tiles.template, {
      attribution: attributionHtml(tiles.attribution),
      maxZoom: MAX_ZOOM,
      ...(tiles.subdomains.length > 0 ? { subdomains: [...tiles.subdomains] } : {}),
    });
    // Without its tiles the map is a bare grid: the country's outline shows where it is.
    streets.once('tileerror', () => outline.addTo(map));
    streets.addTo(map);
  } else {
    outline.addTo(map);
  }
  return map;
}

/** Ends the map and takes its element out of the frame. */
export function removeMap(map: L.Map): void {
  map.remove();
  map.getContainer().remove();
}

/** A marker icon: a pin drawn in CSS (leafletMap.module.css, a 24 px side), sized for a finger, anchored at its tip. */
export function pinIcon(className: string): L.DivIcon {
  return L.divIcon({ className, html: '', iconSize: [28, 29], iconAnchor: [14, 29], popupAnchor: [0, -27] });
}

/**
 * Faint squares under the tiles, moving with the map: all there is when tiles are off or failing, so
 * dragging and zooming still visibly move something.
 */
class PlainBackground extends L.GridLayer {
  protected createTile(): HTMLElement {
    const square = document.createElement('div');
    square.className = styles.ground;
    return square;
  }
}

/** Leaflet writes the credit as HTML: the configured text and link are escaped, never read as markup. */
function attributionHtml({ text, href }: TileAttribution): string {
  return href ? `<a href="${escapeMarkup(href)}">${escapeMarkup(text)}</a>` : escapeMarkup(text);
}
