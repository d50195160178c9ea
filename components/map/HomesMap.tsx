'use client';

import type { MapPlace } from '@/lib/map/places';
import type { mapFrameText } from '@/lib/messages/map';
import { MapFrame } from './MapFrame';
import { useLazyMap } from './useLazyMap';

type HomesMapProps = {
  places: MapPlace[];
  label: string;
  describedBy: string;
  currentId?: number;
  /** lib/messages/map's mapFrameText, handed over by the server page (see there why). */
  text: typeof mapFrameText;
};

/** The client island of PlacesMap: the frame, and Leaflet drawn into it once it comes near the viewport. */
export function HomesMap({ places, label, describedBy, currentId, text }: HomesMapProps) {
  const map = useLazyMap(async (frame) => {
    const { mountPlacesMap } = await import('./leaflet/placesMap');
    return mountPlacesMap(frame, { places, label, describedBy, currentId });
  });
  return <MapFrame map={map} text={text} testId="places-map-frame" />;
}
