import type { PropertyCard } from '@/lib/vst/property';
import { boundsOf, mapPlaces } from './places';
import { nigeriaBounds } from './nigeria';

const card = (overrides: Partial<PropertyCard>): PropertyCard => ({
  propertyID: 1, id: 1, name: 'Palm Court', address: '1 Palm Road', price: '45000000', transaction_type: 'BUY', for_sale: 1,
  state: { id: 25, name: 'Lagos' }, city: { id: 1, name: 'Lekki' }, town: null,
  property_type: { id: 1, name: 'Residential' }, property_category: { id: 1, name: 'Duplex' },
  primary_image_link: '/media/palm.jpg', date_created: '2026-01-01', date_diff: '1 day ago', view_count: 0, like_count: 0, favorites: 0,
  no_bedroom: 3, no_bathroom: 2, no_toilet: 3, garages: 0, car_parking: 1, square_feet: null, units: 1,
  availability_status: 'Available', description: '', featured: false, promoted: false, no_inspection_fee: false, owner_authorised: false, latitude: 6.44, longitude: 3.47,
  ...overrides,
});

describe('map places', () => {
  it('carries what a marker and its card show, at the listing’s own coordinates', () => {
    expect(mapPlaces([card({ transaction_type: 'RENT', price: '2500000' })])).toEqual([
      { id: 1, name: 'Palm Court', price: '₦2,500,000 / year', area: 'Lekki, Lagos', image: '/media/palm.jpg', latitude: 6.44, longitude: 3.47, approximate: false },
    ]);
  });

  it('places listings without coordinates apart near their state capital, and leaves out an unknown state', () => {
    const places = mapPlaces([
      card({ id: 1, latitude: null, longitude: null }),
      card({ id: 2, latitude: 6.5, longitude: 3.4 }),
      card({ id: 3, latitude: undefined, longitude: undefined }),
      card({ id: 4, latitude: null, longitude: null, state: { id: 99, name: 'Atlantis' } }),
    ]);
    expect(places.map((place) => [place.id, place.approximate])).toEqual([[1, true], [2, false], [3, true]]);
    expect(places[0]).toMatchObject({ latitude: 6.52, longitude: 3.38 });
    expect(places[2]).not.toMatchObject({ latitude: 6.52, longitude: 3.38 });
  });
});

describe('map bounds', () => {
  it('holds every place', () => {
    expect(boundsOf([{ latitude: 6.4, longitude: 3.5 }, { latitude: 9.1, longitude: 7.4 }, { latitude: 4.8, longitude: 7 }]))
      .toEqual({ south: 4.8, west: 3.5, north: 9.1, east: 7.4 });
  });

  it('is a point for one place and all of Nigeria for none', () => {
    expect(boundsOf([{ latitude: 6.4, longitude: 3.5 }])).toEqual({ south: 6.4, west: 3.5, north: 6.4, east: 3.5 });
    expect(boundsOf([])).toEqual(nigeriaBounds);
  });
});
