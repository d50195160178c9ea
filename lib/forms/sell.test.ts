/** @jest-environment node */
import { ownershipFields, sellSchema, SELL_MAX_FILE_BYTES, toProviderFormData, toSellFormData } from './sell';

const image = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const valid = {
  title: 'Mrs.',
  firstName: 'Ngozi',
  middleName: '',
  lastName: 'Eze',
  email: 'ngozi@example.com',
  phoneNumber: '0803 123 4567',
  propertyAddress: 'Lekki Phase 1, Lagos',
  houseType: 'Duplex',
  price: '45,000,000',
  description: 'A four-bedroom duplex with a boys quarters.',
  ownership: 'owner',
  proof_of_ownership: [image('c-of-o.png')],
  photo: [image('front.png'), image('back.png')],
};
const errorsOf = (input: unknown) => {
  const result = sellSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('sellSchema', () => {
  it('accepts a complete enquiry; title and names are optional', () => {
    expect(sellSchema.safeParse(valid).success).toBe(true);
    expect(sellSchema.safeParse({ ...valid, title: '', firstName: undefined, lastName: '' }).success).toBe(true);
  });

  it('gives "This is required." for missing required fields', () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      email: 'This is required.',
      phoneNumber: 'This is required.',
      propertyAddress: 'This is required.',
      houseType: 'Choose a house type',
      price: 'This is required.',
      description: 'This is required.',
      ownership: 'Choose your relationship to the property',
      proof_of_ownership: 'Choose at least one image',
      photo: 'Choose at least one image',
    });
  });

  it('needs a digit in the phone and the price, and keeps location and description short', () => {
    expect(errorsOf({ ...valid, phoneNumber: 'call me', price: 'negotiable' })).toEqual({
      phoneNumber: 'Enter a phone number with digits',
      price: 'Enter a price with digits',
    });
    expect(errorsOf({ ...valid, propertyAddress: 'x'.repeat(26), description: 'x'.repeat(401) })).toEqual({
      propertyAddress: 'Use at most 25 characters',
      description: 'Use at most 400 characters',
    });
    expect(sellSchema.safeParse({ ...valid, propertyAddress: 'x'.repeat(25), description: 'x'.repeat(400) }).success).toBe(true);
  });

  it('refuses an unknown title, house type or ownership', () => {
    expect(Object.keys(errorsOf({ ...valid, title: 'Chief', houseType: 'Castle', ownership: 'tenant' }))).toEqual(['title', 'houseType', 'ownership']);
  });

  it('limits the number and size of files', () => {
    expect(errorsOf({ ...valid, photo: Array.from({ length: 11 }, () => image()) }).photo).toBe('Choose at most 10 images');
    expect(errorsOf({ ...valid, photo: [image('big.png', SELL_MAX_FILE_BYTES + 1)] }).photo).toBe('Each image must be 5 MB or smaller');
  });
});

describe('ownershipFields', () => {
  it('sets exactly one flag (the provider reads true as 1)', () => {
    expect(ownershipFields('owner')).toEqual({ ownership: 'true', agent: 'false', others: 'false' });
    expect(ownershipFields('agent')).toEqual({ ownership: 'false', agent: 'true', others: 'false' });
    expect(ownershipFields('other')).toEqual({ ownership: 'false', agent: 'false', others: 'true' });
  });
});

describe('form data', () => {
  const values = sellSchema.parse(valid);

  it('the browser sends the form fields and every file; empty optional fields are left out', () => {
    const form = toSellFormData(values);
    expect(form.get('ownership')).toBe('owner');
    expect(form.has('middleName')).toBe(false);
    expect(form.getAll('photo').map((file) => (file as File).name)).toEqual(['front.png', 'back.png']);
  });

  it('the provider gets its ownership flags and the files under their names', () => {
    const form = toProviderFormData(values);
    expect(form.get('ownership')).toBe('true');
    expect(form.get('agent')).toBe('false');
    expect(form.get('email')).toBe('ngozi@example.com');
    expect(form.getAll('proof_of_ownership')).toHaveLength(1);
    expect(form.getAll('photo')).toHaveLength(2);
  });
});
