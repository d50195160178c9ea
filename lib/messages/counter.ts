/** A number field's minus and plus (listing filters): client code, so a file of its own. */
export const counterText = {
  any: 'Any',
  increase: (label: string) => `More ${label.toLowerCase()}`,
  decrease: (label: string) => `Fewer ${label.toLowerCase()}`,
};
