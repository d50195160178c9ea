import type { PropertyDetail } from '@/lib/vst/property';
import { listingJsonLd, serializeJsonLd } from './listingJsonLd';
import { virtualTourUrl } from './VirtualTour';

const property: PropertyDetail = {
  propertyID: 7,
  id: 7,
  name: '4 Bedroom Duplex',
  address: '12 Admiralty Way',
  price: '85000000',
  transaction_type: 'BUY',
  for_sale: 1,
  state: { id: 25, name: 'Lagos' },
  city: { id: 3, name: 'Lekki' },
  town: null,
  property_type: { id: 1, name: 'Residential' },
  property_category: { id: 2, name: 'Duplex' },
  primary_image_link: '/media/seed/a.svg',
  date_created: '2026-11-01T10:00:00.000Z',
  date_diff: '3 weeks ago',
  view_count: 10,
  like_count: 2,
  favorites: 2,
  no_bedroom: 4,
  no_bathroom: 5,
  no_toilet: 5,
  garages: 2,
  car_parking: 2,
  square_feet: 3200,
  units: 1,
  availability_status: 'Available',
  description: 'Lovely </script><script>alert(1)</script> home',
  featured: false,
  promoted: false,
  no_inspection_fee: false,
  owner_authorised: false,
  owner: { id: 2, name: 'Owner' },
  other_image_links: [{ link: '/media/seed/b.svg' }],
  video_link: null,
  floor_plan: [],
  property_features: [{ id: 1, name: 'Swimming pool' }],
  no_kitchen: 1,
  payment_plan: [],
  vat: 0,
  financial_advisory_fee: 0,
  for_sale_aso: 0,
  country: { id: 161, name: 'Nigeria' },
  currency: { id: 1, name: 'NGN', symbol: '₦' },
  year_built: 2020,
  latitude: 6.4474,
  longitude: 3.4723,
};

describe('listingJsonLd', () => {
  const data = listingJsonLd(property, 'https://homes.example');

  it('is a RealEstateListing at the canonical URL with absolute images', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: 'https://homes.example/property/7',
      image: ['https://homes.example/media/seed/a.svg', 'https://homes.example/media/seed/b.svg'],
    });
  });
  it('offers the property in naira with its availability', () => {
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: 85000000,
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
    });
    const sold = listingJsonLd({ ...property, availability_status: 'Sold' }, 'https://homes.example');
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
  it('describes the home: rooms, floor size in square feet, address and coordinates', () => {
    expect(data.mainEntity).toMatchObject({
      numberOfRooms: 4,
      numberOfBathroomsTotal: 5,
      floorSize: { '@type': 'QuantitativeValue', value: 3200, unitCode: 'FTK' },
      address: { addressLocality: 'Lekki', addressRegion: 'Lagos', addressCountry: 'NG' },
      geo: { '@type': 'GeoCoordinates', latitude: 6.4474, longitude: 3.4723 },
    });
  });
  it('leaves out the size and coordinates it does not have', () => {
    const bare = listingJsonLd({ ...property, square_feet: null, latitude: null, longitude: null, city: null }, 'https://homes.example');
    expect(bare.mainEntity).not.toHaveProperty('floorSize');
    expect(bare.mainEntity).not.toHaveProperty('geo');
    expect(bare.mainEntity).toMatchObject({ address: { addressLocality: 'Lagos' } });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so listing text cannot close the script element, and stays parseable', () => {
    const json = serializeJsonLd(listingJsonLd(property, 'https://homes.example'));
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json).description).toBe(property.description);
  });
});

describe('virtualTourUrl', () => {
  const template = 'https://tour.example/{id}';
  it('is left out unless a template is configured', () => {
    expect(virtualTourUrl(7, {})).toBeNull();
  });
  it('fills the property id into the template', () => {
    expect(virtualTourUrl(7, { NEXT_PUBLIC_VIRTUAL_TOUR_URL_TEMPLATE: template })).toBe('https://tour.example/7');
  });
  it('keeps to the listed properties when a list is given', () => {
    const env = { NEXT_PUBLIC_VIRTUAL_TOUR_URL_TEMPLATE: template, NEXT_PUBLIC_VIRTUAL_TOUR_PROPERTY_IDS: '123, 125,126' };
    expect(virtualTourUrl(125, env)).toBe('https://tour.example/125');
    expect(virtualTourUrl(7, env)).toBeNull();
  });
});
