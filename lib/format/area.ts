/**
 * Floor and plot sizes. The provider stores square feet (its `square_feet` field); Nigeria measures in
 * square metres, so sizes are shown in m² with square feet after them for those who think in feet.
 */
const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;
const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** '600 m² (6,458 sq ft)'; '' when there is no size. */
export function formatArea(squareFeet: number | null | undefined): string {
  if (!squareFeet || squareFeet <= 0) return '';
  return `${whole.format(squareFeet / SQUARE_FEET_PER_SQUARE_METRE)} m² (${whole.format(squareFeet)} sq ft)`;
}
