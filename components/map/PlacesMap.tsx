'use client';

import { useId } from 'react';
import type { MapPlace } from '@/lib/map/places';
import type { mapFrameText } from '@/lib/messages/map';
import { MapFrame } from './MapFrame';
import { useLazyMap } from './useLazyMap';
import styles from './PlacesMap.module.css';

type PlacesMapProps = {
  places: MapPlace[];
  title: string;
  hint: string;
  /** The property whose page this is, drawn apart from its neighbours. */
  currentId?: number;
  className?: string;
  /** lib/messages/map's mapFrameText, handed over by the server page (see there why). */
  text: typeof mapFrameText;
};

/**
 * Homes on a street map, as a client island of a server-rendered page: the heading and the hint are
 * in the page's HTML, the map itself (Leaflet) loads when it comes into view.
 */
export function PlacesMap({ places, title, hint, currentId, className, text }: PlacesMapProps) {
  const id = useId();
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

type HomesMapProps = { places: MapPlace[]; label: string; describedBy: string; currentId?: number; text: typeof mapFrameText };

function HomesMap({ places, label, describedBy, currentId, text }: HomesMapProps) {
  const map = useLazyMap(async (frame) => {
    const { mountPlacesMap } = await import('./leaflet/placesMap');
    return mountPlacesMap(frame, { places, label, describedBy, currentId });
  });
  return <MapFrame map={map} text={text} testId="places-map-frame" />;
}
