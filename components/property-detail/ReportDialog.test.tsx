import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { installDialogMethods } from '@/components/ui/dialog-test-utils';
import { apiFetch } from '@/lib/api-client';
import { ASKED_TO_PAY_ID } from '@/lib/listing/routes';
import { trustText } from '@/lib/messages/trust';
import { PropertyActions } from './PropertyActions';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
let mockSession: { status: string; userID?: number } = { status: 'signed-out' };
jest.mock('@/components/layout/useSession', () => ({ useSession: () => mockSession }));
const mockedApiFetch = jest.mocked(apiFetch);

// The dialog loads on first use; transformed once here, not inside a test's time.
beforeAll(() => import('./ReportDialog'), 30_000);
jest.setTimeout(15_000);
beforeAll(installDialogMethods);
beforeEach(() => {
  mockedApiFetch.mockReset();
  mockSession = { status: 'signed-out' };
});

const renderActions = (reportsOffered = true) =>
  render(
    <PropertyActions propertyId={42} share={{ text: 'Lekki duplex', url: 'http://localhost/property/42' }} owner={{ id: 2, name: 'Ada' }} floorPlans={[]} states={[]} reportsOffered={reportsOffered} />,
  );

async function openReport(name: string = trustText.reportListing) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  return screen.findByRole('dialog', { name: trustText.reportTitle });
}

it('tells every visitor never to pay before inspecting, near the actions', () => {
  renderActions(false);
  expect(screen.getByRole('complementary', { name: trustText.safetyTitle })).toHaveTextContent(trustText.safetyBody);
  // A provider without reports: nothing to report with.
  expect(screen.queryByRole('button', { name: trustText.reportListing })).toBeNull();
  expect(screen.queryByRole('button', { name: trustText.safetyReport })).toBeNull();
});

it('a visitor reports with their e-mail and reads the reference', async () => {
  renderActions();
  const dialog = await openReport();
  fireEvent.click(within(dialog).getByLabelText(trustText.reasons.photos_not_this_property));
  typeInto(trustText.detailsLabel, '  The house I saw has no pool  ');
  typeInto(trustText.reporterEmailLabel, 'tenant@example.com');
  mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { Detail: 'Thank you, your report was sent', reference: 'R-ABCDEFGHJK' } });
  await submitWith(trustText.reportSubmit);
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/property/report', {
    method: 'POST',
    body: { reason: 'photos_not_this_property', details: 'The house I saw has no pool', email: 'tenant@example.com', property_id: 42 },
  });
  expect(screen.getByRole('status')).toHaveTextContent('R-ABCDEFGHJK');
});

it('the notice opens the report with "asked to pay to inspect" chosen; a member gives no e-mail', async () => {
  mockSession = { status: 'signed-in', userID: 9 };
  renderActions();
  // The bookings' "report the listing" links (askedToPayPath) land on this note and its button.
  expect(screen.getByRole('complementary', { name: trustText.safetyTitle })).toHaveAttribute('id', ASKED_TO_PAY_ID);
  const dialog = await openReport(trustText.safetyReport);
  expect(within(dialog).getByLabelText(trustText.reasons.inspection_fee)).toBeChecked();
  expect(within(dialog).queryByLabelText(trustText.reporterEmailLabel)).toBeNull();
  mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { Detail: 'ok', reference: 'R-ABCDEFGHJM' } });
  await submitWith(trustText.reportSubmit);
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/property/report', { method: 'POST', body: { reason: 'inspection_fee', property_id: 42 } });
});

it('asks for a reason, keeps details to 1,000 characters, and shows the server\'s message under the e-mail', async () => {
  renderActions();
  await openReport();
  typeInto(trustText.detailsLabel, 'x'.repeat(1001));
  await submitWith(trustText.reportSubmit);
  expect(screen.getByText(trustText.chooseReason)).toBeInTheDocument();
  expect(screen.getByText(trustText.detailsTooLong(1000))).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();

  fireEvent.click(screen.getByLabelText(trustText.reasons.other));
  typeInto(trustText.detailsLabel, 'Odd');
  mockedApiFetch.mockResolvedValue({
    ok: false,
    status: 422,
    message: 'Please review the field errors',
    fieldErrors: { email: 'Please enter your e-mail address so we can send you the reference' },
  });
  await submitWith(trustText.reportSubmit);
  expect(screen.getByText('Please enter your e-mail address so we can send you the reference')).toBeInTheDocument();
  expect(screen.getByLabelText(trustText.detailsLabel)).toHaveValue('Odd');
});

it('the owner is not offered to report their own listing', () => {
  mockSession = { status: 'signed-in', userID: 2 };
  renderActions();
  expect(screen.queryByRole('button', { name: trustText.reportListing })).toBeNull();
});
