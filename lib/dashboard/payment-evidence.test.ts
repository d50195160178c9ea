import { paymentEvidenceSchema, toPaymentEvidenceFormData } from './payment-evidence';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('paymentEvidenceSchema', () => {
  it('requires every field', () => {
    const result = paymentEvidenceSchema.safeParse({ amount: '', description: ' ', payment_evidence: [], property_id: 3 });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['amount', 'description', 'payment_evidence']));
  });

  it('accepts digits only as the amount', () => {
    const base = { description: 'Deposit', payment_evidence: [png('a.png')], property_id: '3' };
    expect(paymentEvidenceSchema.safeParse({ ...base, amount: '1,000' }).success).toBe(false);
    expect(paymentEvidenceSchema.safeParse({ ...base, amount: '250000' }).success).toBe(true);
  });

  it('sends only the first of several chosen images', () => {
    const values = paymentEvidenceSchema.parse({ amount: '5000', description: 'Deposit', payment_evidence: [png('a.png'), png('b.png')], property_id: '3' });
    const form = toPaymentEvidenceFormData(values);
    expect(form.get('amount')).toBe('5000');
    expect(form.get('property_id')).toBe('3');
    expect((form.getAll('payment_evidence') as File[]).map((file) => file.name)).toEqual(['a.png']);
  });
});
