'use client';

import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Field } from '@/components/ui/Field';
import { Button } from '@/components/ui/Button';
import { listingFormText as text } from '@/lib/messages/listing-form';
import {
  clampZoom,
  coordinateAt,
  DEFAULT_CENTRE,
  DEFAULT_ZOOM,
  GRID_LINES,
  gridPhase,
  nudge,
  parseCoordinate,
  type Coordinate,
  type Direction,
} from '@/lib/listing-form/map';
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

const arrowDirections: Record<string, Direction> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east' };
const VIEW = 100;

/**
 * Picks the property's location without map tiles (no third-party network): a local panel centred on
 * the chosen point, a grid that moves under a fixed crosshair, and the two coordinates as inputs.
 */
export function LocationPicker({ latitude, longitude, onChange, latitudeInput, longitudeInput, error }: LocationPickerProps) {
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'refused'>('idle');
  const chosen = parseCoordinate(latitude, longitude);
  const centre = chosen ?? DEFAULT_CENTRE;
  const phase = gridPhase(centre, zoom);
  const lines = Array.from({ length: GRID_LINES + 1 }, (_, index) => index / GRID_LINES);

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange(coordinateAt(centre, zoom, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const direction = arrowDirections[event.key];
    if (direction) {
      event.preventDefault();
      onChange(nudge(centre, zoom, direction));
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Keyboard users confirm the shown centre as the location.
      event.preventDefault();
      onChange(centre);
    }
  };
  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return setLocating('refused');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        onChange({ latitude: Number(position.coords.latitude.toFixed(6)), longitude: Number(position.coords.longitude.toFixed(6)) });
      },
      () => setLocating('refused'),
      { timeout: 10_000 },
    );
  };

  const describedBy = error ? 'location-error' : 'location-hint';
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend>{text.mapLegend}</legend>
      <p id="location-hint" className={styles.hint}>{text.mapHint}</p>
      <div className={styles.mapRow}>
        <svg
          className={styles.map}
          viewBox={`0 0 ${VIEW} ${VIEW}`}
          role="application"
          aria-roledescription="map"
          aria-label={text.mapLabel(latitude || '-', longitude || '-')}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          tabIndex={0}
          onClick={onClick}
          onKeyDown={onKeyDown}
          data-testid="location-map"
        >
          <rect width={VIEW} height={VIEW} className={styles.mapGround} />
          {lines.map((line) => (
            <g key={line} className={styles.mapGrid}>
              <line x1={(line + phase.x) * VIEW} x2={(line + phase.x) * VIEW} y1={0} y2={VIEW} />
              <line y1={(line + phase.y) * VIEW} y2={(line + phase.y) * VIEW} x1={0} x2={VIEW} />
            </g>
          ))}
          <g className={chosen ? styles.markerChosen : styles.marker} aria-hidden="true">
            <line x1={VIEW / 2 - 6} x2={VIEW / 2 + 6} y1={VIEW / 2} y2={VIEW / 2} />
            <line y1={VIEW / 2 - 6} y2={VIEW / 2 + 6} x1={VIEW / 2} x2={VIEW / 2} />
            <circle cx={VIEW / 2} cy={VIEW / 2} r={2.5} />
          </g>
        </svg>
        <div className={styles.mapControls}>
          <Button type="button" variant="secondary" onClick={() => setZoom((value) => clampZoom(value + 1))} aria-label={text.zoomIn}>+</Button>
          <span aria-live="polite">{text.zoomLevel(zoom)}</span>
          <Button type="button" variant="secondary" onClick={() => setZoom((value) => clampZoom(value - 1))} aria-label={text.zoomOut}>−</Button>
          <Button type="button" variant="secondary" onClick={useMyLocation} pending={locating === 'busy'}>{text.useMyLocation}</Button>
          {locating === 'refused' ? <p role="status" className={styles.hint}>{text.locationRefused}</p> : null}
        </div>
      </div>
      <div className={styles.columns}>
        <Field label={text.latitudeLabel} type="number" step="any" min={-90} max={90} inputMode="decimal" aria-invalid={error ? true : undefined} {...latitudeInput} />
        <Field label={text.longitudeLabel} type="number" step="any" min={-180} max={180} inputMode="decimal" aria-invalid={error ? true : undefined} {...longitudeInput} />
      </div>
      {error ? <p id="location-error" className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
