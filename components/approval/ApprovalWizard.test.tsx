import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { WIZARD_STORAGE_KEY, writeWizard, type WizardState } from '@/lib/finance/wizard';
import { ApprovalWizard } from './ApprovalWizard';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const atPhone: WizardState = {
  screen: 'phone',
  values: {
    loanType: 'Home Equity', homeType: 'Single Family', location: 'Wuse 2, Abuja', priceMin: 30_000_000, priceMax: 60_000_000,
    downPayment: 12_000_000, employmentStatus: 'Employed', email: 'musa@example.com', phoneNumber: '',
  },
};

/** The last step's code loads on its own (once the visitor is under way): its button says it is there. */
const submit = async () => {
  const button = await screen.findByRole('button', { name: 'Submit' });
  await act(async () => {
    fireEvent.click(button);
  });
};

beforeEach(() => {
  sessionStorage.clear();
  mockedApiFetch.mockReset();
});

it('resumes where the saved progress left off', () => {
  writeWizard(sessionStorage, atPhone);
  render(<ApprovalWizard />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A phone number the adviser can call (optional)');
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Wrap-Up');
});

it('a message from the provider takes the user back to the step that asks for the field', async () => {
  writeWizard(sessionStorage, atPhone);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 422, message: 'Please review the field errors', fieldErrors: { email: 'Please enter a valid e-mail address' } });
  render(<ApprovalWizard />);
  await submit();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Where should we send your pre-approval?');
  expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('musa@example.com');
});

it('a failure without a field stays on the last step with its message, keeping the answers', async () => {
  writeWizard(sessionStorage, atPhone);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 503, message: 'We could not reach the service. Please check your connection and try again.' });
  render(<ApprovalWizard />);
  fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: '0809' } });
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the service');
  expect(screen.getByRole('alert').parentElement).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0809');
  expect(JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY)!).values.phoneNumber).toBe('0809');
});

it('after sending, the answers are forgotten and the thank-you page stays', async () => {
  writeWizard(sessionStorage, atPhone);
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: {} });
  render(<ApprovalWizard />);
  await submit();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/services/submitLoanPreapproval', {
    method: 'POST',
    body: expect.objectContaining({ priceRange: '30000000 - 60000000', loanType: 'Home Equity' }),
  });
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Thank You');
  const saved = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY)!);
  expect(saved.screen).toBe('thankYou');
  expect(saved.values.email).toBe('');
});

it('a failure shown on the last step is gone once the user steps back and returns', async () => {
  writeWizard(sessionStorage, atPhone);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 503, message: 'We could not reach the service. Please check your connection and try again.' });
  render(<ApprovalWizard />);
  await submit();
  expect(screen.getByRole('alert')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A phone number the adviser can call (optional)');
  expect(screen.queryByRole('alert')).toBeNull();
});
