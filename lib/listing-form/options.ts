/** The listing form's choices: each select's options, as the server's first render gives them. */
export type Option = { value: string; label: string };

export type ListingReferences = {
  propertyTypes: Option[];
  categories: Option[];
  features: Option[];
  paymentPlans: Option[];
  countries: Option[];
  states: Option[];
  cities: Option[];
  towns: Option[];
};
