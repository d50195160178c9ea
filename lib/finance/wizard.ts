/**
 * The pre-approval wizard's progress: where the user is and what they chose. Kept in sessionStorage
 * (it holds an e-mail and a phone number, so not in the URL) so a reload resumes where it left off.
 */
import { z } from 'zod';
import { employmentStatuses, homeTypes, loanTypes, type PreapprovalPayload } from '@/lib/forms/approval';

/** The wizard's steps: 0 loan and home type, 1 location, 2 details (sub-steps 1-3), 3 wrap-up (1-2), 4 thank you. */
export const wizardPositions = [
  { step: 0, sub: 0 },
  { step: 1, sub: 0 },
  { step: 2, sub: 1 },
  { step: 2, sub: 2 },
  { step: 2, sub: 3 },
  { step: 3, sub: 1 },
  { step: 3, sub: 2 },
  { step: 4, sub: 0 },
] as const;
export type WizardPosition = (typeof wizardPositions)[number];
export type WizardScreen = 'homeType' | 'location' | 'priceRange' | 'downPayment' | 'employment' | 'email' | 'phone' | 'thankYou';
const screens: WizardScreen[] = ['homeType', 'location', 'priceRange', 'downPayment', 'employment', 'email', 'phone', 'thankYou'];

const valuesSchema = z.object({
  loanType: z.enum(loanTypes),
  homeType: z.enum(homeTypes).nullable(),
  location: z.string(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  downPayment: z.number().nullable(),
  employmentStatus: z.enum(employmentStatuses).nullable(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type WizardValues = z.infer<typeof valuesSchema>;

const stateSchema = z.object({ screen: z.enum(screens as [WizardScreen, ...WizardScreen[]]), values: valuesSchema });
export type WizardState = z.infer<typeof stateSchema>;

export const WIZARD_STORAGE_KEY = 'get-approval:v1';

export const emptyValues: WizardValues = {
  loanType: 'Home Purchase',
  homeType: null,
  location: '',
  priceMin: null,
  priceMax: null,
  downPayment: null,
  employmentStatus: null,
  email: '',
  phoneNumber: '',
};
export const initialWizard: WizardState = { screen: 'homeType', values: emptyValues };

/** The saved progress, or the start when there is none or it cannot be read (another version, edited by hand). */
export function readWizard(storage: Pick<Storage, 'getItem'>): WizardState {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(storage.getItem(WIZARD_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : initialWizard;
  } catch {
    return initialWizard;
  }
}

export function writeWizard(storage: Pick<Storage, 'setItem'>, state: WizardState): void {
  storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
}

export const positionOf = (screen: WizardScreen): WizardPosition => wizardPositions[screens.indexOf(screen)]!;
export const nextScreen = (screen: WizardScreen): WizardScreen => screens[Math.min(screens.indexOf(screen) + 1, screens.length - 1)]!;
export const previousScreen = (screen: WizardScreen): WizardScreen => screens[Math.max(screens.indexOf(screen) - 1, 0)]!;

/** The indicator's three stages (Property, Details, Wrap-Up): 0 for steps 0-1, 1 for step 2, 2 for step 3; 3 when done. */
export function stageOf(screen: WizardScreen): number {
  const { step } = positionOf(screen);
  return step <= 1 ? 0 : step - 1;
}

/** Which screen asks for a field, so a message from the provider can be shown where it belongs. */
export const screenOfField: Record<string, WizardScreen> = {
  loanType: 'homeType',
  homeType: 'homeType',
  location: 'location',
  priceRange: 'priceRange',
  downPayment: 'downPayment',
  employmentStatus: 'employment',
  email: 'email',
  phoneNumber: 'phone',
};

/** The wizard's request, price range as the text 'min - max'; the BFF and the provider check it again. */
export function toPayload(values: WizardValues): Record<keyof PreapprovalPayload, string | number> {
  return {
    loanType: values.loanType,
    homeType: values.homeType ?? '',
    location: values.location.trim(),
    priceRange: `${values.priceMin ?? 0} - ${values.priceMax ?? 0}`,
    downPayment: values.downPayment ?? 0,
    employmentStatus: values.employmentStatus ?? '',
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
  };
}
