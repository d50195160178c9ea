/** @jest-environment node */
import type { User } from '@/lib/vst/auth';
import {
  deleteAccountSchema,
  documentsOnFile,
  frequencyOf,
  notificationSettingsPayloadSchema,
  profileFormValues,
  profileOperationSchema,
  profilePhotoSchema,
  profileSchema,
  toProfileFormData,
  withFrequency,
  type NotificationSettings,
} from './profile';

const file = (name = 'id.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const valid = {
  firstName: 'Ngozi',
  lastName: 'Eze',
  phone: '0803 123 4567',
  religion: 'christian',
  gender: 'female',
  country_id: '161',
  state_id: '25',
  address: '12 Admiralty Way, Lekki',
  date_of_birth: '1990-04-01',
  valid_id_card: [file('id.png')],
  utility_bill: [file('bill.pdf')],
};
const noDocuments = { validId: false, utilityBill: false };
const errorsOf = (input: unknown, onFile = noDocuments) => {
  const result = profileSchema(onFile).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const settings: NotificationSettings = {
  in_real_time: 1,
  once_a_day: 0,
  send_promo_info: 1,
  new_post: 0,
  slash_in_price: 1,
  status_change: 0,
  promo: 0,
  discount: 1,
  fav_prop_status_change: 0,
};

describe('profileSchema', () => {
  it('accepts a complete profile; the date of birth is optional', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, date_of_birth: '' })).toEqual({});
  });

  it("says 'This is required.' under every empty required field", () => {
    const empty = profileFormValues({ ...user(), firstName: '', lastName: '', religion: null, gender: null, country: null, state: null, address: null, phone: null, phone_number: null });
    expect(errorsOf(empty)).toEqual({
      firstName: 'This is required.',
      lastName: 'This is required.',
      phone: 'This is required.',
      religion: 'This is required.',
      gender: 'This is required.',
      country_id: 'This is required.',
      state_id: 'This is required.',
      address: 'This is required.',
      valid_id_card: 'This is required.',
      utility_bill: 'This is required.',
    });
  });

  it('requires the valid ID and the utility bill only when none is on file', () => {
    const withoutFiles = { ...valid, valid_id_card: [], utility_bill: [] };
    expect(errorsOf(withoutFiles, { validId: true, utilityBill: false })).toEqual({ utility_bill: 'This is required.' });
    expect(errorsOf(withoutFiles, { validId: true, utilityBill: true })).toEqual({});
    expect(profileOperationSchema.safeParse(withoutFiles).success).toBe(true);
  });

  it('refuses religions, genders and dates outside the lists', () => {
    expect(errorsOf({ ...valid, religion: 'other', gender: 'x', date_of_birth: '01/04/1990' })).toEqual({
      religion: 'This is required.',
      gender: 'This is required.',
      date_of_birth: 'Enter a valid date',
    });
  });

  it('takes a date of birth only in the past', () => {
    expect(errorsOf({ ...valid, date_of_birth: '2999-01-01' })).toEqual({ date_of_birth: 'Must be a date in the past' });
  });

  it('takes one file per document, of at most 5 MB', () => {
    expect(errorsOf({ ...valid, valid_id_card: [file(), file()], utility_bill: [file('big.png', 5 * 1024 * 1024 + 1)] })).toEqual({
      valid_id_card: 'Choose one file',
      utility_bill: 'Each image must be 5 MB or smaller',
    });
  });
});

describe('profileFormValues and documentsOnFile', () => {
  it('opens the form with the values on file, the date as yyyy-MM-dd and no files chosen', () => {
    expect(profileFormValues(user())).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      phone: '08031234567',
      religion: 'christian',
      gender: 'female',
      country_id: '161',
      state_id: '25',
      address: 'Lekki',
      date_of_birth: '1990-04-01',
      valid_id_card: [],
      utility_bill: [],
    });
    expect(documentsOnFile(user())).toEqual({ validId: true, utilityBill: false });
  });
});

describe('toProfileFormData', () => {
  it('sends the provider field names, the files under their fields, and leaves empty values out', () => {
    const values = profileSchema(noDocuments).parse({ ...valid, date_of_birth: '' });
    const form = toProfileFormData(values);
    expect(form.get('firstName')).toBe('Ngozi');
    expect(form.get('country_id')).toBe('161');
    expect(form.has('date_of_birth')).toBe(false);
    expect((form.get('valid_id_card') as File).name).toBe('id.png');
    expect((form.get('utility_bill') as File).name).toBe('bill.pdf');
  });
});

describe('notification settings', () => {
  it('reads the three-way choice from the two flags', () => {
    expect(frequencyOf(settings)).toBe('in_real_time');
    expect(frequencyOf({ ...settings, in_real_time: 0, once_a_day: 1 })).toBe('once_a_day');
    expect(frequencyOf({ ...settings, in_real_time: 0 })).toBe('none');
  });

  it('sets exactly the chosen flag and keeps the yes/no flags', () => {
    expect(withFrequency(settings, 'once_a_day')).toEqual({ ...settings, in_real_time: 0, once_a_day: 1 });
    expect(withFrequency(settings, 'none')).toEqual({ ...settings, in_real_time: 0, once_a_day: 0 });
  });

  it('sends all nine flags as 0 or 1, and nothing else', () => {
    expect(notificationSettingsPayloadSchema.safeParse(settings).success).toBe(true);
    expect(notificationSettingsPayloadSchema.safeParse({ ...settings, promo: 2 }).success).toBe(false);
    expect(notificationSettingsPayloadSchema.safeParse({ ...settings, userID: 7 }).success).toBe(false);
    expect(notificationSettingsPayloadSchema.safeParse({ ...settings, discount: undefined }).success).toBe(false);
  });
});

describe('profilePhotoSchema and deleteAccountSchema', () => {
  it('takes exactly one photo', () => {
    expect(profilePhotoSchema.safeParse({ profile_image: [file()] }).success).toBe(true);
    expect(profilePhotoSchema.safeParse({ profile_image: [] }).success).toBe(false);
    expect(profilePhotoSchema.safeParse({ profile_image: [file(), file()] }).success).toBe(false);
  });

  it('deletes only on an explicit confirmation', () => {
    expect(deleteAccountSchema.safeParse({ confirm: true }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirm: 'true' }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({}).success).toBe(false);
  });
});

function user(): User {
  return {
    userID: 7,
    name: 'Ngozi Eze',
    firstName: 'Ngozi',
    lastName: 'Eze',
    email: 'ngozi@example.com',
    phone: '08031234567',
    phone_number: null,
    address: 'Lekki',
    uniqueCode: 'NH-0007',
    profile_image: null,
    date_of_birth: '1990-04-01',
    religion: 'christian',
    gender: 'female',
    country: { id: 161, name: 'Nigeria' },
    state: { id: 25, name: 'Lagos' },
    valid_id_link: '/media/uploads/abc',
    utility_bill_link: null,
    serviceProvider: false,
    emailVerified: true,
    notificationSettings: settings,
  };
}
