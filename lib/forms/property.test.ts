import { messages } from '@/lib/messages';
import {
  commentSchema,
  createLeadPayloadSchema,
  leadSchema,
  offerSchema,
  saveOfferPayloadSchema,
  shareSchema,
} from './property';
import { leadSources, leadTitles } from './lead-options';

/** The first message per field, as react-hook-form shows it. */
function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('option lists', () => {
  it('has the lead titles in order', () => {
    expect(leadTitles).toEqual(['Mr.', 'Mrs.', 'Miss.', 'Dr.', 'Hon.', 'Engr.', 'Bar.', 'Prof.']);
  });
  it('has the lead sources with their labels', () => {
    expect(leadSources.map((source) => source.value)).toEqual([
      'search', 'instagram', 'headOffice', 'branch', 'facebook', 'newspaper', 'radio', 'television',
    ]);
    expect(leadSources[0].label).toBe('Online Search');
    expect(leadSources.find((source) => source.value === 'headOffice')?.label).toBe('Head office');
    expect(leadSources.find((source) => source.value === 'branch')?.label).toBe('Branch office');
  });
});

describe('leadSchema', () => {
  const valid = { title: 'Dr.', name: 'Ada Obi', email: 'ada@example.com', phone: '0803 123 4567', state_id: '25', platform: 'search' };

  it('accepts a complete form and turns the state into a number', () => {
    expect(leadSchema.parse(valid)).toEqual({ ...valid, state_id: 25 });
  });
  it('requires every field', () => {
    expect(firstErrors(leadSchema.safeParse({ title: '', name: ' ', email: '', phone: '', state_id: '', platform: '' }))).toEqual({
      title: messages.required,
      name: messages.required,
      email: messages.required,
      phone: messages.required,
      state_id: messages.required,
      platform: messages.required,
    });
  });
  it('needs a digit in the phone number', () => {
    expect(firstErrors(leadSchema.safeParse({ ...valid, phone: 'call me' }))).toEqual({ phone: messages.phoneNeedsDigit });
  });
  it('checks the e-mail format', () => {
    expect(firstErrors(leadSchema.safeParse({ ...valid, email: 'ada@' }))).toEqual({ email: messages.invalidEmail });
  });
  it('accepts only the listed titles and sources', () => {
    expect(firstErrors(leadSchema.safeParse({ ...valid, title: 'Sir', platform: 'tiktok' }))).toEqual({
      title: messages.required,
      platform: messages.required,
    });
  });
  it('refuses a state that is not an id', () => {
    expect(firstErrors(leadSchema.safeParse({ ...valid, state_id: 'Lagos' }))).toEqual({ state_id: messages.required });
  });
  it('accepts the parsed body the browser sends on to the provider', () => {
    const body = { ...leadSchema.parse(valid), property_id: 7, country_id: 161 };
    expect(createLeadPayloadSchema.parse(body)).toEqual(body);
  });
});

describe('offerSchema', () => {
  const valid = { name: 'Ada Obi', phone_no: '08031234567', amount: '25000000', note: 'Cash buyer' };

  it('accepts a complete offer with the amount as a number', () => {
    expect(offerSchema.parse(valid)).toEqual({ ...valid, amount: 25000000 });
  });
  it('requires name, phone, amount and note', () => {
    expect(firstErrors(offerSchema.safeParse({ name: '', phone_no: '', amount: '', note: '' }))).toEqual({
      name: messages.required,
      phone_no: messages.required,
      amount: messages.required,
      note: messages.required,
    });
  });
  it('needs the amount to be a number above zero', () => {
    expect(firstErrors(offerSchema.safeParse({ ...valid, amount: 'lots' }))).toEqual({ amount: messages.amountNotNumber });
    expect(firstErrors(offerSchema.safeParse({ ...valid, amount: '0' }))).toEqual({ amount: messages.amountNotPositive });
  });
  it('accepts the parsed body (amount already a number) at the forwarder', () => {
    expect(saveOfferPayloadSchema.parse({ ...valid, amount: 25000000, property_id: 3 }).amount).toBe(25000000);
  });
});

describe('shareSchema', () => {
  it('requires an e-mail address', () => {
    expect(firstErrors(shareSchema.safeParse({ email: '' }))).toEqual({ email: messages.required });
    expect(firstErrors(shareSchema.safeParse({ email: 'friend' }))).toEqual({ email: messages.invalidEmail });
    expect(shareSchema.parse({ email: ' friend@example.com ' })).toEqual({ email: 'friend@example.com' });
  });
});

describe('commentSchema', () => {
  it('requires text', () => {
    expect(firstErrors(commentSchema.safeParse({ comment: '   ' }))).toEqual({ comment: messages.required });
    expect(commentSchema.parse({ comment: ' Is it still available? ' })).toEqual({ comment: 'Is it still available?' });
  });
});
