/**
 * Homes as map markers. The server turns property cards into places (what a marker and its card
 * need, nothing more, so the page's HTML stays small) and the browser's map draws them.
 */
import { formatListingPrice } from '@/lib/format/naira';
import { propertyPlace } from '@/lib/listing/place';
import type { PropertyCard } from '@/lib/vst/property';
import { nigeriaBounds, resultPosition } from './nigeria';

export type MapPlace = {
  id: number;
  name: string;
  /** As cards show it: '₦45,000,000', '₦2,500,000 / year'. */
  price: string;
  /** 'Lekki, Lagos'. */
  area: string;
  image: string;
  latitude: number;
  longitude: number;
  /** No coordinates of its own: placed near its state's capital. */
  approximate: boolean;
};

/**
 * The cards that can be placed: at their own coordinates, or else near their state's capital (spread
 * so that each stays a marker of its own); a card of a state the table does not know is left out.
 */
export function mapPlaces(cards: PropertyCard[]): MapPlace[] {
  const placedPerState = new Map<string, number>();
  const nearCapital = (state: string) => {
    const index = placedPerState.get(state) ?? 0;
    placedPerState.set(state, index + 1);
    return resultPosition(state, index);
  };
  return cards.flatMap((card) => {
    const own = card.latitude != null && card.longitude != null ? { latitude: card.latitude, longitude: card.longitude } : null;
    const position = own ?? nearCapital(card.state.name);
    if (!position) return [];
    return [{
      id: card.id,
      name: card.name,
      price: formatListingPrice(card.price, card.transaction_type),
      area: propertyPlace(card),
      image: card.primary_image_link,
      ...position,
      approximate: own === null,
    }];
  });
}

export type MapBounds = { south: number; west: number; north: number; east: number };

/** The smallest box holding every place; all of Nigeria when there is none. */
export function boundsOf(places: Pick<MapPlace, 'latitude' | 'longitude'>[]): MapBounds {
  if (places.length === 0) return { ...nigeriaBounds };
  const latitudes = places.map((place) => place.latitude);
  const longitudes = places.map((place) => place.longitude);
  return {
    south: Math.min(...latitudes),
    west: Math.min(...longitudes),
    north: Math.max(...latitudes),
    east: Math.max(...longitudes),
  };
}
