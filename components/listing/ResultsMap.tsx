import { formatListingPrice } from '@/lib/format/naira';
import { nigeriaOutline, project, resultPosition } from '@/lib/listing/map';
import { listingText } from '@/lib/messages/listing';
import type { PropertyCard } from '@/lib/vst/property';
import styles from './ResultsMap.module.css';

const WIDTH = 600;
const HEIGHT = 500;

/**
 * The results on a map of Nigeria drawn here (no tiles, no third party), each pin a link to its
 * property. A static map image replaces it when `NEXT_PUBLIC_STATIC_MAP_URL` is configured.
 */
export function ResultsMap({ properties }: { properties: PropertyCard[] }) {
  const staticMapUrl = process.env.NEXT_PUBLIC_STATIC_MAP_URL;
  if (staticMapUrl) {
    return (
      <figure className={styles.map}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a configured third-party image, not ours to optimise */}
        <img src={staticMapUrl} alt={listingText.mapTitle} loading="lazy" width={WIDTH} height={HEIGHT} />
      </figure>
    );
  }

  const perState = new Map<string, number>();
  const pins = properties.flatMap((property) => {
    const index = perState.get(property.state.name) ?? 0;
    perState.set(property.state.name, index + 1);
    const position = exactPosition(property) ?? resultPosition(property.state.name, index);
    return position ? [{ property, point: project(position.latitude, position.longitude, WIDTH, HEIGHT) }] : [];
  });
  const outline = nigeriaOutline
    .map(([longitude, latitude], index) => {
      const { x, y } = project(latitude, longitude, WIDTH, HEIGHT);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');

  return (
    <figure className={styles.map}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-labelledby="results-map-title">
        <title id="results-map-title">{listingText.mapTitle}</title>
        <path d={`${outline} Z`} className={styles.country} />
        {pins.map(({ property, point }) => (
          <a key={property.id} href={`/property/${property.id}`}
            aria-label={listingText.mapMarker(property.name, property.state.name, formatListingPrice(property.price, property.transaction_type))}>
            <g className={styles.pin} transform={`translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})`}>
              <circle r="14" className={styles.target} />
              <path d="M0 0c-5-7-9-11-9-16a9 9 0 0 1 18 0c0 5-4 9-9 16z" />
              <circle cy="-16" r="3.5" className={styles.dot} />
            </g>
          </a>
        ))}
      </svg>
      <figcaption className={styles.caption}>{listingText.mapNote}</figcaption>
    </figure>
  );
}

/** The listing's own coordinates when it has them (most do); otherwise the map falls back to its state. */
function exactPosition({ latitude, longitude }: PropertyCard) {
  return latitude != null && longitude != null ? { latitude, longitude } : null;
}
