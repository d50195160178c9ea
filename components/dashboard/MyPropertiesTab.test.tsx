import { render, screen } from '@testing-library/react';
import { myPropertiesResponseSchema, type MyPropertyCard } from '@/lib/vst/dashboard';
import { engagementOf } from './MyPropertiesTab';

jest.mock('@/server/vst/dashboard', () => ({ DASHBOARD_PAGE_SIZE: 12, getMyProperties: jest.fn() }));
jest.mock('@/server/vst/bookings', () => ({ bookingsOffered: jest.fn(), getMyAvailability: jest.fn() }));

const card = (extra: Record<string, unknown>): MyPropertyCard => {
  const base = {
    propertyID: 8, id: 8, name: 'Lekki flat', address: '1 Admiralty Way', price: '7500000', transaction_type: 'RENT', for_sale: 0,
    state: { id: 25, name: 'Lagos' }, city: null, town: null, property_type: { id: 1, name: 'Residential' }, property_category: { id: 1, name: 'Flat' },
    primary_image_link: '/media/a.jpg', date_created: '2026-11-01', date_diff: '3 days ago', view_count: 0, like_count: 0, favorites: 0,
    no_bedroom: 2, no_bathroom: 2, no_toilet: 3, garages: 1, car_parking: 1, square_feet: null, units: 1, availability_status: 'Available',
    description: 'A flat', featured: false, relation: 'uploaded',
  };
  return myPropertiesResponseSchema.parse({ myProperties: { data: [{ ...base, ...extra }], meta: { current_page: 1, last_page: 1, per_page: 12, from: 1, to: 1, total: 1 } } }).myProperties.data[0]!;
};

it("shows the owner's listing's offers and comments, the ones above nought in bold", () => {
  render(<>{engagementOf(card({ offer_count: 2, comment_count: 1 }))}</>);
  const line = screen.getByText('2 offers', { exact: false }).closest('p')!;
  expect(line).toHaveTextContent('2 offers · 1 comment');
  expect(screen.getByText('2 offers')).toHaveClass('engaged');
  render(<>{engagementOf(card({ offer_count: 0, comment_count: 5 }))}</>);
  expect(screen.getByText('0 offers')).not.toHaveClass('engaged');
  expect(screen.getByText('5 comments')).toHaveClass('engaged');
});

it('shows nothing for a provider that sends no counts, whose cards still parse', () => {
  expect(engagementOf(card({}))).toBeNull();
  expect(() => card({ offer_count: -1, comment_count: 0 })).toThrow();
});
