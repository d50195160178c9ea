import { useId } from 'react';
import type { MapPlace } from '@/lib/map/places';
import { mapFrameText as text } from '@/lib/messages/map';
import { HomesMap } from './HomesMap';
import styles from './PlacesMap.module.css';

type PlacesMapProps = {
  places: MapPlace[];
  title: string;
  hint: string;
  /** The property whose page this is, drawn apart from its neighbours. */
  currentId?: number;
  className?: string;
};

/**
 * Homes on a street map, or nothing when there are none. The heading, the hint and the note are the server's HTML; only the map
 * itself is a client island (HomesMap), whose Leaflet loads when it comes into view.
 */
export function PlacesMap({ places, title, hint, currentId, className }: PlacesMapProps) {
  const id = useId();
  // Nothing to place (no results, or homes with neither coordinates nor a known state): no map.
  if (places.length === 0) return null;
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{title}</h2>
      <p id={`${id}-hint`} className={styles.hint}>{hint}</p>
      {/* A new set of homes (another page of results) draws a new map. */}
      <HomesMap key={places.map((place) => place.id).join()} places={places} label={title} describedBy={`${id}-hint`} currentId={currentId} text={text} />
      {places.some((place) => place.approximate) ? <p className={styles.hint}>{text.approximateNote}</p> : null}
    </section>
  );
}
