import { formatArea } from './area';

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
