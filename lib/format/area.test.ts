import { formatArea, squareFeetFromMetres, squareMetresFromFeet } from './area';

describe('square metres and feet', () => {
  it('converts typed square metres to whole square feet for the provider and back', () => {
    expect(squareFeetFromMetres(600)).toBe(6458);
    expect(squareFeetFromMetres(167)).toBe(1798);
    expect(squareMetresFromFeet(6458)).toBe(600);
    // Whole square metres survive the trip through the provider's whole square feet.
    for (const metres of [1, 9, 50, 167, 450, 1000, 99999]) expect(squareMetresFromFeet(squareFeetFromMetres(metres))).toBe(metres);
  });
});

describe('formatArea', () => {
  it('shows square metres first, square feet in brackets', () => {
    // A standard 600 m² plot, stored in square feet.
    expect(formatArea(6458)).toBe('600 m² (6,458 sq ft)');
    expect(formatArea(2000)).toBe('186 m² (2,000 sq ft)');
  });

  it('shows nothing for a missing or zero size', () => {
    expect(formatArea(null)).toBe('');
    expect(formatArea(0)).toBe('');
  });
});
