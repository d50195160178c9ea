import { act, fireEvent, render, screen } from '@testing-library/react';
import { writeWizard, type WizardState } from '@/lib/finance/wizard';
import { ApprovalWizard } from './ApprovalWizard';

// The last step's chunk: the first attempt fails, as on flaky mobile data.
let mockChunkArrives = false;
let mockAskedFor = 0;
jest.mock('./PhoneStep', () => {
  mockAskedFor += 1;
  if (!mockChunkArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return { PhoneStep: () => <p>The phone step</p> };
});

const at = (screen: WizardState['screen']): WizardState => ({
  screen,
  values: {
    loanType: 'Home Purchase', homeType: 'Condominium', location: 'Lekki', priceMin: 20_000_000, priceMax: 45_000_000,
    downPayment: 9_000_000, employmentStatus: 'Employed', email: 'ada@example.com', phoneNumber: '',
  },
});

beforeEach(() => sessionStorage.clear());

it('asks for nothing of the last step while the visitor is on the first, and for it once they move on', async () => {
  mockChunkArrives = false;
  render(<ApprovalWizard />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What kind of home is it?');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  await act(async () => fireEvent.keyDown(window, { key: 'Tab' }));
  expect(mockAskedFor).toBe(0);

  fireEvent.click(screen.getByRole('button', { name: 'Condominium' }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(mockAskedFor).toBe(1);
});

it('says when the last step could not be loaded, and the next press or key loads it', async () => {
  mockChunkArrives = false;
  writeWizard(sessionStorage, at('phone'));
  render(<ApprovalWizard />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A phone number the adviser can call (optional)');
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');

  mockChunkArrives = true;
  const asked = mockAskedFor;
  await act(async () => fireEvent.keyDown(window, { key: 'Enter' }));
  expect(mockAskedFor).toBe(asked + 1);
  expect(await screen.findByText('The phone step')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
