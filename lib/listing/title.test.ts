import { listingDescription, listingTitle } from './title';

describe('listingTitle', () => {
  it('names bedrooms, purpose and place', () => {
    expect(listingTitle({ transactionType: 'RENT', bedrooms: 3, stateName: 'Lagos' })).toBe('3-bedroom homes for rent in Lagos');
  });
  it('names the kind of property and falls back to Nigeria', () => {
    expect(listingTitle({ transactionType: 'BUY', kindName: 'Duplex' })).toBe('Duplex properties for sale in Nigeria');
    expect(listingTitle({ transactionType: 'BUY' })).toBe('Properties for sale in Nigeria');
  });
  it('adds the page past the first', () => {
    expect(listingTitle({ transactionType: 'BUY', page: 2 })).toBe('Properties for sale in Nigeria, page 2');
  });
  it('describes the view with its total', () => {
    expect(listingDescription({ transactionType: 'RENT', stateName: 'Lagos' }, 1200)).toMatch(/^1,200 properties for rent in Lagos/);
  });
});
