import { feeAmount, LAGOS_STATE_ID, moveInCost, typedFee } from './costs';

describe('moveInCost', () => {
  it('adds the fees to one year of rent, percentages of the annual rent', () => {
    const cost = moveInCost(2_000_000, {
      agency_fee: { unit: 'percent', value: 10 },
      legal_fee: { unit: 'naira', value: 150_000 },
      caution_deposit: { unit: 'percent', value: 7.5 },
      service_charge: null,
    });
    expect(cost?.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['agency_fee', 200_000],
      ['legal_fee', 150_000],
      ['caution_deposit', 150_000],
    ]);
    expect(cost?.rent).toBe(2_000_000);
    expect(cost?.total).toBe(2_500_000);
  });

  it('answers null only when the provider has no fees, and names the fees a listing leaves empty', () => {
    expect(moveInCost(1_000_000, undefined)).toBeNull();
    expect(moveInCost(1_000_000, null)).toEqual({ rent: 1_000_000, lines: [], total: 1_000_000, notStated: ['agency_fee', 'legal_fee', 'caution_deposit', 'service_charge'] });
    const some = moveInCost(1_000_000, { agency_fee: { unit: 'naira', value: 0 }, caution_deposit: { unit: 'naira', value: 100_000 } });
    expect(some?.notStated).toEqual(['legal_fee', 'service_charge']);
    expect(some?.total).toBe(1_100_000);
  });

  it('counts a fee of zero: the owner said there is none', () => {
    expect(moveInCost(1_000_000, { agency_fee: { unit: 'naira', value: 0 } })?.total).toBe(1_000_000);
  });

  it('rounds a percentage to the naira', () => {
    expect(feeAmount({ unit: 'percent', value: 12.5 }, 1_000_001)).toBe(125_000);
  });

  it('flags agency and legal fees above 10% of the annual rent in Lagos only', () => {
    const fees = {
      agency_fee: { unit: 'percent', value: 15 },
      legal_fee: { unit: 'naira', value: 100_001 },
      caution_deposit: { unit: 'percent', value: 50 },
    } as const;
    const lagos = moveInCost(1_000_000, fees, LAGOS_STATE_ID);
    expect(lagos?.lines.map((line) => [line.kind, line.overLimit])).toEqual([
      ['agency_fee', true],
      ['legal_fee', true],
      ['caution_deposit', false],
    ]);
    expect(moveInCost(1_000_000, fees, 1)?.lines.some((line) => line.overLimit)).toBe(false);
  });

  it('does not flag a fee at exactly 10%, as a percentage or in naira', () => {
    const cost = moveInCost(1_000_005, { agency_fee: { unit: 'percent', value: 10 }, legal_fee: { unit: 'naira', value: 100_000 } }, LAGOS_STATE_ID);
    expect(cost?.lines.map((line) => line.overLimit)).toEqual([false, false]);
  });
});

describe('typedFee', () => {
  it('reads what an owner types, forgiving separators and signs', () => {
    expect(typedFee('250,000', 'naira')).toEqual({ unit: 'naira', value: 250_000 });
    expect(typedFee(' 7.5 ', 'percent')).toEqual({ unit: 'percent', value: 7.5 });
    expect(typedFee('', 'naira')).toBeNull();
    expect(typedFee('ten', 'percent')).toBeNull();
  });
});
