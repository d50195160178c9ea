import { preapprovalPayloadSchema } from '@/lib/forms/approval';
import {
  initialWizard,
  nextScreen,
  positionOf,
  previousScreen,
  readWizard,
  stageOf,
  toPayload,
  WIZARD_STORAGE_KEY,
  writeWizard,
  type WizardState,
} from './wizard';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

const filled: WizardState = {
  screen: 'phone',
  values: {
    loanType: 'Refinance', homeType: 'Condominium', location: ' Lekki, Lagos ', priceMin: 20_000_000, priceMax: 45_000_000,
    downPayment: 9_000_000, employmentStatus: 'Retired', email: ' ada@example.com ', phoneNumber: '',
  },
};

test('the steps run 0, 1, 2.1-2.3, 3.1-3.2, 4 forwards and back', () => {
  const order = ['homeType', 'location', 'priceRange', 'downPayment', 'employment', 'email', 'phone', 'thankYou'] as const;
  order.slice(0, -1).forEach((screen, index) => expect(nextScreen(screen)).toBe(order[index + 1]));
  order.slice(1).forEach((screen, index) => expect(previousScreen(screen)).toBe(order[index]));
  expect(previousScreen('homeType')).toBe('homeType');
  expect(positionOf('downPayment')).toEqual({ step: 2, sub: 2 });
  expect(positionOf('phone')).toEqual({ step: 3, sub: 2 });
});

test('the indicator: Property for steps 0 and 1, Details for 2, Wrap-Up for 3, past the end when done', () => {
  expect([stageOf('homeType'), stageOf('location'), stageOf('employment'), stageOf('email'), stageOf('thankYou')]).toEqual([0, 0, 1, 2, 3]);
});

test('progress survives a round trip through storage; anything unreadable starts afresh', () => {
  const storage = memoryStorage();
  expect(readWizard(storage)).toEqual(initialWizard);
  writeWizard(storage, filled);
  expect(readWizard(storage)).toEqual(filled);
  storage.setItem(WIZARD_STORAGE_KEY, '{not json');
  expect(readWizard(storage)).toEqual(initialWizard);
  storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...filled, screen: 'step9' }));
  expect(readWizard(storage)).toEqual(initialWizard);
});

test('the wizard request, accepted by the shared schema', () => {
  const payload = toPayload(filled.values);
  expect(payload).toEqual({
    loanType: 'Refinance', homeType: 'Condominium', location: 'Lekki, Lagos', priceRange: '20000000 - 45000000',
    downPayment: 9_000_000, employmentStatus: 'Retired', email: 'ada@example.com', phoneNumber: '',
  });
  expect(preapprovalPayloadSchema.safeParse(payload).success).toBe(true);
});

test('the shared schema refuses what the sliders cannot give, with the wizard messages', () => {
  const result = preapprovalPayloadSchema.safeParse({
    ...toPayload(filled.values), priceRange: '5000000 - 20000000', downPayment: 100, employmentStatus: '', email: '', location: '',
  });
  expect(result.success).toBe(false);
  const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
  expect(messages).toEqual({
    location: 'Enter a location',
    priceRange: 'Select a price range',
    downPayment: 'Down payment is required',
    employmentStatus: 'Employment status is required',
    email: 'Email is required',
  });
});
