/**
 * Homes on a map: the listing page's results, or a property and its neighbours. Close pins gather in
 * numbered clusters; a pin is a button whose Enter opens the home's card (photo, price, name as a
 * link), focus moving into the card and back to the pin when it closes (Escape closes it).
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { PROPERTY_FALLBACK_IMAGE } from '@/lib/images/fallback';
import { imageVariantProps } from '@/lib/images/variants';
import { boundsOf, type MapPlace } from '@/lib/map/places';
import { mapText } from '@/lib/messages/map';
import { createMap, pinIcon, removeMap } from './baseMap';
import styles from './leafletMap.module.css';

export type PlacesMapOptions = {
  places: MapPlace[];
  label: string;
  describedBy: string;
  /** The property whose page this is: a larger pin of its own, never clustered, with no card. */
  currentId?: number;
};

/** Fitting the view to one home (or a few close ones) stops at street level, not the tiles' closest. */
const FIT_MAX_ZOOM = 15;
/** Pins closer than this many pixels gather into a cluster. */
const CLUSTER_RADIUS = 40;

export function mountPlacesMap(frame: HTMLElement, { places, label, describedBy, currentId }: PlacesMapOptions): { remove: () => void } {
  const map = createMap(frame, { label, describedBy, role: 'group' });
  const { south, west, north, east } = boundsOf(places);
  map.fitBounds([[south, west], [north, east]], { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });

  const clusters = L.markerClusterGroup({
    maxClusterRadius: CLUSTER_RADIUS,
    showCoverageOnHover: false,
    iconCreateFunction: clusterIcon,
  });
  for (const place of places) {
    if (place.id === currentId) currentMarker(place).addTo(map);
    else clusters.addLayer(homeMarker(place));
  }
  clusters.addTo(map);
  return { remove: () => removeMap(map) };
}

function homeMarker(place: MapPlace): L.Marker {
  const marker = L.marker([place.latitude, place.longitude], { icon: pinIcon(styles.pin), keyboard: true, riseOnHover: true });
  const label = mapText.marker(place.name, place.area, place.price);
  // The icon is made afresh each time a cluster lets the pin go: name it every time it appears.
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
  marker.bindPopup(() => homeCard(place, () => marker.closePopup()), { minWidth: 200, maxWidth: 240 });
  marker.on('popupopen', (event) => event.popup.getElement()?.querySelector('a')?.focus({ preventScroll: true }));
  marker.on('popupclose', (event) => {
    // Focus was in the card that is going (it fades out): give it back to the pin, not to the page.
    const focused = document.activeElement;
    if (focused === document.body || event.popup.getElement()?.contains(focused)) marker.getElement()?.focus({ preventScroll: true });
  });
  return marker;
}

function currentMarker(place: MapPlace): L.Marker {
  const marker = L.marker([place.latitude, place.longitude], {
    // A 30 px side: larger than its neighbours' pins (see pinIcon), anchored at its tip.
    icon: L.divIcon({ className: styles.currentPin, html: '', iconSize: [34, 36], iconAnchor: [17, 36] }),
    interactive: false,
    keyboard: false,
    zIndexOffset: 1000,
  });
  marker.on('add', () => {
    const icon = marker.getElement();
    icon?.setAttribute('role', 'img');
    icon?.setAttribute('aria-label', mapText.currentMarker(place.name));
  });
  return marker;
}

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  // Leaflet makes it a button (Enter zooms in to the homes): its name is the hidden sentence.
  return L.divIcon({
    className: styles.cluster,
    html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${mapText.cluster(count)}</span>`,
    iconSize: [40, 40],
  });
}

/**
 * The home's card, built as elements (names and addresses come from listings: never parsed as HTML).
 * Escape in it closes it (Leaflet's own Escape works only while the map itself has focus).
 */
function homeCard(place: MapPlace, close: () => void): HTMLElement {
  const card = document.createElement('div');
  card.className = styles.card;
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  // A variant sized for the popup (the 'small' slot, 240 CSS px), not the owner's original photo of several MB.
  const variant = imageVariantProps(place.image || PROPERTY_FALLBACK_IMAGE, 'small');
  const photo = document.createElement('img');
  photo.className = styles.photo;
  photo.alt = '';
  photo.width = variant.width;
  photo.height = variant.height;
  photo.decoding = 'async';
  photo.addEventListener('error', () => {
    if (photo.src.endsWith(PROPERTY_FALLBACK_IMAGE)) return;
    // With the srcset left in place the browser would keep trying the variants.
    photo.removeAttribute('srcset');
    photo.src = PROPERTY_FALLBACK_IMAGE;
  });
  if (variant.srcSet) {
    photo.srcset = variant.srcSet;
    photo.sizes = variant.sizes ?? '';
  }
  photo.src = variant.src;

  const price = document.createElement('p');
  price.className = styles.price;
  price.textContent = place.price;

  const name = document.createElement('p');
  const link = document.createElement('a');
  link.className = styles.name;
  link.href = `/property/${place.id}`;
  link.textContent = place.name;
  name.append(link);

  const area = document.createElement('p');
  area.className = styles.area;
  area.textContent = place.area;

  card.append(photo, price, name, area);
  return card;
}
