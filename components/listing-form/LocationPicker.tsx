'use client';

import { useEffect, useRef, useState } from 'react';
import { MapFrame } from '@/components/map/MapFrame';
import { useLazyMap } from '@/components/map/useLazyMap';
import { Field } from '@/components/ui/Field';
import { Button } from '@/components/ui/Button';
import { listingFormText as text } from '@/lib/messages/listing-form';
import { mapFrameText } from '@/lib/messages/map';
import { parseCoordinate, toCoordinate, type Coordinate } from '@/lib/listing-form/map';
import styles from './ListingForm.module.css';

type LocationPickerProps = {
  latitude: string;
  longitude: string;
  onChange: (coordinate: Coordinate) => void;
  /** The two inputs' registrations (react-hook-form keeps them and the map in step). */
  latitudeInput: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  longitudeInput: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  error?: string;
};

/**
 * Picks the property's location on a street map (components/map/leaflet/pickerMap: click, drag, or
 * the keys of the focused map) or by typing the two coordinates; each follows the other. The map
 * loads when the fieldset comes into view; until then, or without it, the inputs do the job.
 */
export function LocationPicker({ latitude, longitude, onChange, latitudeInput, longitudeInput, error }: LocationPickerProps) {
  const [locating, setLocating] = useState<'idle' | 'busy' | 'refused'>('idle');
  // The map reports picks long after it was drawn: it calls the form's latest handler.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  const map = useLazyMap(async (frame) => {
    const { mountPickerMap } = await import('@/components/map/leaflet/pickerMap');
    return mountPickerMap(frame, {
      label: text.mapLabel,
      describedBy: 'location-hint location-position location-error',
      markerTitle: text.markerLabel,
      onPick: (coordinate) => latestOnChange.current(coordinate),
    });
  });
  const { handle } = map;
  useEffect(() => {
    handle?.show(parseCoordinate(latitude, longitude));
  }, [handle, latitude, longitude]);

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return setLocating('refused');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        onChange(toCoordinate(position.coords.latitude, position.coords.longitude));
      },
      () => setLocating('refused'),
      { timeout: 10_000 },
    );
  };

  const chosen = parseCoordinate(latitude, longitude);
  const describedBy = error ? 'location-error' : 'location-hint';
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend>{text.mapLegend}</legend>
      <p id="location-hint" className={styles.hint}>{text.mapHint}</p>
      <MapFrame map={map} text={{ loading: mapFrameText.loading, failed: text.mapFailed }} invalid={Boolean(error)} testId="location-map" />
      <p id="location-position" className={styles.position} aria-live="polite">
        {chosen ? text.markerAt(String(chosen.latitude), String(chosen.longitude)) : text.noMarker}
      </p>
      <div className={styles.mapControls}>
        <Button type="button" variant="secondary" onClick={useMyLocation} pending={locating === 'busy'}>{text.useMyLocation}</Button>
        {locating === 'refused' ? <p role="status" className={styles.hint}>{text.locationRefused}</p> : null}
      </div>
      <div className={styles.columns}>
        <Field label={text.latitudeLabel} type="number" step="any" min={-90} max={90} inputMode="decimal" aria-invalid={error ? true : undefined} {...latitudeInput} />
        <Field label={text.longitudeLabel} type="number" step="any" min={-180} max={180} inputMode="decimal" aria-invalid={error ? true : undefined} {...longitudeInput} />
      </div>
      {error ? <p id="location-error" className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
