/**
 * What a rent costs on the day the tenant moves in: the first period's rent plus the fees the listing
 * names. One function for the listing form (as the owner types), the property page and the cards, so
 * the three always show the same total. Rents are stored and quoted per year (lib/format/naira.ts), so
 * the first period is one year and a percentage fee is a share of the annual rent.
 */

export const moveInFeeKinds = ['agency_fee', 'legal_fee', 'caution_deposit', 'service_charge'] as const;
export type MoveInFeeKind = (typeof moveInFeeKinds)[number];

export const feeUnits = ['naira', 'percent'] as const;
export type FeeUnit = (typeof feeUnits)[number];

/** An amount in whole naira, or a percentage of the annual rent. */
export type MoveInFee = { unit: FeeUnit; value: number };
export type MoveInFees = Partial<Record<MoveInFeeKind, MoveInFee | null>>;

/** Lagos in the provider's reference data (params/getState). */
export const LAGOS_STATE_ID = 25;
/** The Lagos State Tenancy Law 2011 caps the agency fee and the legal fee at 10% of the annual rent each. */
export const LAGOS_FEE_CAP_PERCENT = 10;
const CAPPED_IN_LAGOS: readonly MoveInFeeKind[] = ['agency_fee', 'legal_fee'];

export type MoveInLine = {
  kind: MoveInFeeKind;
  fee: MoveInFee;
  /** In whole naira (a percentage is rounded to the naira). */
  amount: number;
  /** Above what the law of the listing's state allows (Lagos agency and legal fees). */
  overLimit: boolean;
};

export type MoveInCost = {
  /** The first period's rent: one year. */
  rent: number;
  lines: MoveInLine[];
  /** Rent plus every fee the listing states. */
  total: number;
  /** The fees the listing leaves empty: not "none" (that is a fee of 0), but unknown to the tenant. */
  notStated: MoveInFeeKind[];
};

/** A fee in naira: the amount itself, or its share of the annual rent rounded to the naira. */
export function feeAmount(fee: MoveInFee, annualRent: number): number {
  return fee.unit === 'naira' ? Math.round(fee.value) : Math.round((annualRent * fee.value) / 100);
}

/**
 * The move-in cost of a rent, with the fees it leaves unstated (an owner who left a fee empty must not
 * read as "no fee"). Null when the provider has no fees at all (`undefined`): then nothing is shown.
 */
export function moveInCost(annualRent: number, fees: MoveInFees | null | undefined, stateId?: number | null): MoveInCost | null {
  if (fees === undefined || !Number.isFinite(annualRent) || annualRent < 0) return null;
  const lines: MoveInLine[] = [];
  const notStated: MoveInFeeKind[] = [];
  for (const kind of moveInFeeKinds) {
    const fee = fees?.[kind];
    if (!fee || !Number.isFinite(fee.value) || fee.value < 0) {
      notStated.push(kind);
      continue;
    }
    const amount = feeAmount(fee, annualRent);
    // A percentage is compared as typed: its rounded naira amount may sit a naira above the cap.
    const aboveCap = fee.unit === 'percent' ? fee.value > LAGOS_FEE_CAP_PERCENT : amount * 100 > annualRent * LAGOS_FEE_CAP_PERCENT;
    lines.push({ kind, fee, amount, overLimit: stateId === LAGOS_STATE_ID && CAPPED_IN_LAGOS.includes(kind) && aboveCap });
  }
  return { rent: annualRent, lines, total: lines.reduce((sum, line) => sum + line.amount, annualRent), notStated };
}

/** A typed fee as the form holds it ('250,000' or '7.5'), or null when empty or not a number. */
export function typedFee(value: string | undefined, unit: string | undefined): MoveInFee | null {
  const plain = (value ?? '').replace(/[,\s₦%]/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return { unit: unit === 'percent' ? 'percent' : 'naira', value: Number(plain) };
}
