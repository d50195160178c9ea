import { roomFactKeys, roomFacts } from './facts';

const counts = { no_bedroom: 3, no_bathroom: 2, no_kitchen: 1, no_toilet: 4, car_parking: 2 };

describe('roomFacts', () => {
  it('shows every count of a home, in order', () => {
    expect(roomFacts({ property_type: { id: 1, name: 'Residential' }, ...counts }, roomFactKeys)).toEqual([
      { key: 'bedrooms', count: 3 },
      { key: 'bathrooms', count: 2 },
      { key: 'kitchens', count: 1 },
      { key: 'toilets', count: 4 },
      { key: 'carParking', count: 2 },
    ]);
  });

  it('leaves out the counts that are zero', () => {
    const home = { property_type: { id: 1, name: 'Residential' }, ...counts, no_kitchen: 0, car_parking: 0 };
    expect(roomFacts(home, roomFactKeys).map(({ key }) => key)).toEqual(['bedrooms', 'bathrooms', 'toilets']);
  });

  it('gives land no rooms at all, even when a count was entered', () => {
    expect(roomFacts({ property_type: { id: 3, name: 'Land' }, ...counts }, roomFactKeys)).toEqual([]);
  });

  it('gives a commercial building no bedrooms', () => {
    const shop = { property_type: { id: 2, name: 'Commercial' }, ...counts, no_kitchen: 0 };
    expect(roomFacts(shop, roomFactKeys).map(({ key }) => key)).toEqual(['bathrooms', 'toilets', 'carParking']);
  });

  it('picks the counts asked for (a card shows bedrooms and bathrooms)', () => {
    expect(roomFacts({ property_type: { id: 1, name: 'Residential' }, ...counts }, ['bedrooms', 'bathrooms'])).toHaveLength(2);
  });
});
