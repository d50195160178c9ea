import { imageVariantProps } from '@/lib/images/variants';
import type { PropertyCard } from '@/lib/vst/property';
import { toCardView } from './card-view';

const property = (overrides: Partial<PropertyCard>): PropertyCard => ({
  propertyID: 7, id: 7, name: 'Newly Built 4 Bedroom Terrace', address: 'Palm Springs Estate, Agbani', price: '31950000', transaction_type: 'BUY', for_sale: 1,
  state: { id: 14, name: 'Enugu' }, city: null, town: null,
  property_type: { id: 1, name: 'Residential' }, property_category: { id: 3, name: 'Terrace' },
  primary_image_link: '/media/seed/property/terrace-01.jpg', date_created: '2026-10-01', date_diff: '1 month ago', view_count: 3005, like_count: 196, favorites: 0,
  no_bedroom: 4, no_bathroom: 5, no_toilet: 5, garages: 0, car_parking: 2, square_feet: 2400, units: 1,
  availability_status: 'Available', description: '', featured: false, promoted: false, no_inspection_fee: false, owner_authorised: false, latitude: null, longitude: null,
  ...overrides,
});

describe('toCardView', () => {
  it('carries what the card shows, formatted: price in naira, size, rooms, views, and the card-sized picture', () => {
    expect(toCardView(property({}))).toEqual({
      id: 7,
      name: 'Newly Built 4 Bedroom Terrace',
      address: 'Palm Springs Estate, Agbani',
      price: '₦31,950,000',
      area: '223 m² (2,400 sq ft)',
      picture: imageVariantProps('/media/seed/property/terrace-01.jpg', 'card'),
      image: '/media/seed/property/terrace-01.jpg',
      rooms: [{ key: 'bedrooms', count: 4 }, { key: 'bathrooms', count: 5 }],
      views: '3,005',
      likes: 196,
      age: '1 month ago',
      availability: 'Available',
      promoted: false,
      moveIn: '',
      living: [],
      verified: null,
      ownerAuthorised: false,
      noInspectionFee: false,
      reduced: false,
    });
  });

  it('shows the band and the flooding the owner states, and nothing for a fact not stated', () => {
    expect(toCardView(property({ living_facts: { electricity_band: 'A', flooding: 'none' } })).living).toEqual(['Band A light', 'No flooding']);
    expect(toCardView(property({ living_facts: { electricity_band: null, flooding: 'street' } })).living).toEqual(['Street floods']);
    expect(toCardView(property({ living_facts: null })).living).toEqual([]);
  });

  it("links to the advertiser's profile when the provider names them, and carries nothing when it does not", () => {
    expect(toCardView(property({ advertiser: { id: 12, name: 'Ada Obi', slug: 'ada-obi' } })).advertiser).toEqual({ name: 'Ada Obi', href: '/advertisers/12-ada-obi' });
    expect(toCardView(property({}))).not.toHaveProperty('advertiser');
  });

  it('says "Reduced" when the provider names a cut in the last 30 days', () => {
    expect(toCardView(property({ price_reduced_at: '2026-11-20T09:00:00.000Z' })).reduced).toBe(true);
    expect(toCardView(property({ price_reduced_at: null })).reduced).toBe(false);
  });

  it('carries what staff verified the advertiser as, for the badge', () => {
    expect(toCardView(property({ verified_advertiser: 'agent' })).verified).toBe('agent');
  });

  it('shows a rent\'s total to move in beside it, "from" while fees are not stated, and nothing without any', () => {
    const none = { unit: 'naira' as const, value: 0 };
    const fees = { agency_fee: { unit: 'percent' as const, value: 10 }, caution_deposit: { unit: 'naira' as const, value: 250_000 } };
    const allStated = { ...fees, legal_fee: none, service_charge: none };
    expect(toCardView(property({ transaction_type: 'RENT', price: '2500000', move_in_fees: allStated })).moveIn).toBe('To move in: ₦3,000,000');
    expect(toCardView(property({ transaction_type: 'RENT', price: '2500000', move_in_fees: fees })).moveIn).toBe('To move in: from ₦3,000,000');
    expect(toCardView(property({ transaction_type: 'RENT', price: '2500000', move_in_fees: null })).moveIn).toBe('');
    expect(toCardView(property({ transaction_type: 'RENT', price: '2500000' })).moveIn).toBe('');
    expect(toCardView(property({ transaction_type: 'BUY', move_in_fees: fees })).moveIn).toBe('');
  });

  it('gives a rental its yearly price, and a plot no rooms and no size when unknown', () => {
    const plot = toCardView(property({ transaction_type: 'RENT', price: '2500000', property_type: { id: 3, name: 'Land' }, square_feet: null }));
    expect(plot).toMatchObject({ price: '₦2,500,000 / year', rooms: [], area: '' });
  });

  it('says when the owner last confirmed it, when the provider tells', () => {
    expect(toCardView(property({ confirmed_days_ago: 3, freshness: 'confirmed' })).freshness).toEqual({ label: 'Confirmed available 3 days ago', stale: false });
    expect(toCardView(property({ confirmed_days_ago: 31, freshness: 'not_recent' })).freshness).toEqual({ label: 'Not confirmed recently', stale: true });
    expect(toCardView(property({ confirmed_days_ago: 64, freshness: 'out_of_search' })).freshness).toEqual({ label: 'Not confirmed recently', stale: true });
    // A provider without freshness: no key at all, nothing shown.
    expect(toCardView(property({}))).not.toHaveProperty('freshness');
  });
});
