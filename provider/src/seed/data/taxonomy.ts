import type { Named, SeedPaymentPlanOption, SeedPropertyType } from './types';

/** Property type ids, named because the listing generator branches on them. */
export const PROPERTY_TYPE = { residential: 1, commercial: 2, land: 3 } as const;

/** Category ids are unique across types, so a category alone identifies its type. */
export const propertyTypes: SeedPropertyType[] = [
  {
    id: PROPERTY_TYPE.residential,
    name: 'Residential',
    categories: [
      { id: 1, name: 'Flat/Apartment' },
      { id: 2, name: 'Duplex' },
      { id: 3, name: 'Semi-detached Duplex' },
      { id: 4, name: 'Bungalow' },
      { id: 5, name: 'Terrace' },
      { id: 6, name: 'Self-contain' },
      { id: 7, name: 'Mini Flat' },
      { id: 8, name: 'Penthouse' },
    ],
  },
  {
    id: PROPERTY_TYPE.commercial,
    name: 'Commercial',
    categories: [
      { id: 9, name: 'Office Space' },
      { id: 10, name: 'Shop' },
      { id: 11, name: 'Warehouse' },
      { id: 12, name: 'Hotel' },
      { id: 13, name: 'Event Centre' },
    ],
  },
  {
    id: PROPERTY_TYPE.land,
    name: 'Land',
    categories: [
      { id: 14, name: 'Residential Plot' },
      { id: 15, name: 'Commercial Plot' },
      { id: 16, name: 'Farmland' },
      { id: 17, name: 'Mixed-use Land' },
    ],
  },
];

export const propertyFeatures: Named[] = [
  { id: 1, name: 'Swimming Pool' },
  { id: 2, name: '24-hour Electricity' },
  { id: 3, name: 'Borehole' },
  { id: 4, name: 'Security Post' },
  { id: 5, name: 'Gym' },
  { id: 6, name: "Boys' Quarters" },
  { id: 7, name: 'Fitted Kitchen' },
  { id: 8, name: 'Parking Space' },
  { id: 9, name: 'CCTV' },
  { id: 10, name: 'Serviced' },
  { id: 11, name: 'Gated Estate' },
  { id: 12, name: 'Air Conditioning' },
  { id: 13, name: 'Water Treatment' },
  { id: 14, name: 'Balcony' },
  { id: 15, name: 'Elevator' },
  { id: 16, name: 'Generator' },
  { id: 17, name: 'Solar Power' },
  { id: 18, name: 'Playground' },
  { id: 19, name: 'Tarred Road' },
  { id: 20, name: 'Fenced' },
  { id: 21, name: 'Wardrobes' },
  { id: 22, name: 'Internet Ready' },
];

/** Ids named for the generator, which matches each listing's payment plan to its option. */
export const PAYMENT_PLAN = {
  outright: 1,
  sixMonths: 2,
  twelveMonths: 3,
  mortgage: 4,
  rentToOwn: 5,
  annualRent: 6,
} as const;

export const paymentPlanOptions: SeedPaymentPlanOption[] = [
  { id: PAYMENT_PLAN.outright, description: 'Outright payment' },
  { id: PAYMENT_PLAN.sixMonths, description: '6-month instalment' },
  { id: PAYMENT_PLAN.twelveMonths, description: '12-month instalment' },
  { id: PAYMENT_PLAN.mortgage, description: 'Mortgage' },
  { id: PAYMENT_PLAN.rentToOwn, description: 'Rent-to-own' },
  { id: PAYMENT_PLAN.annualRent, description: 'Annual rent in advance' },
];
