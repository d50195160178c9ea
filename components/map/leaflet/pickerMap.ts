/**
 * The listing form's location picker on a map: a click places the marker, the marker can be dragged,
 * and the focused map takes the keys (arrows move the marker, + and - zoom, Enter places it at the
 * centre). Every move is reported as the coordinate the form stores; the form's inputs move the
 * marker back through `show`.
 */
import L from 'leaflet';
import { nigeriaBounds } from '@/lib/map/nigeria';
import { CHOSEN_ZOOM, pickerKeyAction, toCoordinate, type Coordinate } from '@/lib/listing-form/map';
import { createMap, pinIcon, removeMap } from './baseMap';
import styles from './leafletMap.module.css';

export type PickerMapOptions = {
  label: string;
  describedBy: string;
  /** The marker's tooltip for pointer users (the map itself is what keyboard users work with). */
  markerTitle: string;
  onPick: (coordinate: Coordinate) => void;
};

export type PickerMap = {
  /** Shows the form's coordinate (or no marker), bringing it into view. */
  show: (coordinate: Coordinate | null) => void;
  remove: () => void;
};

export function mountPickerMap(frame: HTMLElement, { label, describedBy, markerTitle, onPick }: PickerMapOptions): PickerMap {
  const map = createMap(frame, { label, describedBy, role: 'application' });
  const element = map.getContainer();
  const { south, west, north, east } = nigeriaBounds;
  map.fitBounds([[south, west], [north, east]]);
  let marker: L.Marker | null = null;

  function show(coordinate: Coordinate | null) {
    if (!coordinate) {
      marker?.remove();
      marker = null;
      return;
    }
    const position = L.latLng(coordinate.latitude, coordinate.longitude);
    if (!marker) {
      marker = L.marker(position, { icon: pinIcon(`${styles.pin} ${styles.picked}`), draggable: true, keyboard: false, autoPan: true, title: markerTitle });
      marker.on('add', () => marker?.getElement()?.setAttribute('aria-hidden', 'true'));
      marker.on('dragend', () => marker && pick(marker.getLatLng()));
      marker.addTo(map);
      // The first point chosen (typed, found by the browser or clicked) opens at street level.
      map.setView(position, Math.max(map.getZoom(), CHOSEN_ZOOM));
      return;
    }
    if (!marker.getLatLng().equals(position)) marker.setLatLng(position);
    if (!map.getBounds().contains(position)) map.panTo(position);
  }

  function pick(position: L.LatLng) {
    const coordinate = toCoordinate(position.lat, position.lng);
    show(coordinate);
    onPick(coordinate);
  }

  map.on('click', (event) => pick(event.latlng));
  L.DomEvent.on(element, 'keydown', (event) => {
    const key = event as KeyboardEvent;
    // Keys on the zoom buttons and the credit link are theirs.
    if (key.target !== element || key.altKey || key.ctrlKey || key.metaKey) return;
    const action = pickerKeyAction(key.key, key.shiftKey);
    if (!action) return;
    key.preventDefault();
    if ('zoom' in action) map.setZoom(map.getZoom() + action.zoom);
    else if ('place' in action) pick(map.getCenter());
    else pick(map.unproject(map.project(marker?.getLatLng() ?? map.getCenter()).add([action.move.x, action.move.y])));
  });

  return { show, remove: () => removeMap(map) };
}
