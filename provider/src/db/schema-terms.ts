/** Types of the listing terms the properties table keeps: a rent's fees and a sale's title. */

export const MOVE_IN_FEE_KINDS = ['agency_fee', 'legal_fee', 'caution_deposit', 'service_charge'] as const;
export type MoveInFeeKind = (typeof MOVE_IN_FEE_KINDS)[number];

/** Whole naira, or a percentage of the annual rent. */
export type MoveInFee = { unit: 'naira' | 'percent'; value: number };
export type MoveInFees = Partial<Record<MoveInFeeKind, MoveInFee>>;

export const TITLE_TYPES = [
  'c_of_o',
  'governors_consent',
  'deed_of_assignment',
  'survey_plan',
  'excision_gazette',
  'customary',
  'none',
] as const;
export type TitleType = (typeof TITLE_TYPES)[number];
