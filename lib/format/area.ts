/**
 * Floor and plot sizes. The provider stores square feet (its `square_feet` field); Nigeria measures in
 * square metres, so sizes are shown and typed in m² (shown with square feet after them for those who
 * think in feet), and converted to and from square feet only where the provider's data is.
 */
const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;
const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** Whole square feet for the provider, from the square metres a person typed. */
export function squareFeetFromMetres(squareMetres: number): number {
  return Math.round(squareMetres * SQUARE_FEET_PER_SQUARE_METRE);
}

/** Whole square metres for a person, from the provider's square feet. */
export function squareMetresFromFeet(squareFeet: number): number {
  return Math.round(squareFeet / SQUARE_FEET_PER_SQUARE_METRE);
}

/** '600 m² (6,458 sq ft)'; '' when there is no size. */
export function formatArea(squareFeet: number | null | undefined): string {
  if (!squareFeet || squareFeet <= 0) return '';
  return `${whole.format(squareFeet / SQUARE_FEET_PER_SQUARE_METRE)} m² (${whole.format(squareFeet)} sq ft)`;
}
