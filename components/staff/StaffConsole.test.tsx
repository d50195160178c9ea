import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { trustText } from '@/lib/messages/trust';
import { verificationText } from '@/lib/messages/verification';
import type { StaffConsole as StaffConsoleData } from '@/lib/vst/trust';
import { StaffConsole } from './StaffConsole';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const data: StaffConsoleData = {
  reports: [
    {
      property: { id: 7, name: 'Lekki duplex', address: '1 Palm Road', hidden: false },
      open_count: 2,
      latest_at: '2026-11-20T10:00:00.000Z',
      reports: [
        { reference: 'R-AAAAAAAAAA', reason: 'inspection_fee', details: 'Asked for ₦10,000', created_at: '2026-11-20T10:00:00.000Z' },
        { reference: 'R-BBBBBBBBBB', reason: 'scam_or_duplicate', details: null, created_at: '2026-11-19T10:00:00.000Z' },
      ],
    },
    { property: { id: 9, name: 'Yaba flat', address: '2 Herbert Macaulay', hidden: false }, open_count: 1, latest_at: '2026-11-18T10:00:00.000Z', reports: [{ reference: 'R-CCCCCCCCCC', reason: 'other', details: null, created_at: '2026-11-18T10:00:00.000Z' }] },
  ],
  hidden: [{ id: 4, name: 'Ikeja shop', hidden_at: '2026-11-17T10:00:00.000Z', hidden_reason: 'Duplicate of #3' }],
  audit: [
    {
      id: 1,
      staff_id: 2,
      staff_name: 'Funmi Staff',
      action: 'hide_listing',
      property: { id: 4, name: 'Ikeja shop' },
      reports: ['R-AAAA2222BB', 'R-CCCC3333DD'],
      reason: 'Duplicate of #3',
      created_at: '2026-11-17T10:00:00.000Z',
    },
  ],
};

beforeEach(() => mockedApiFetch.mockReset());

it('lists the reports by listing in the order given (most reported first), the hidden listings and the audit log', () => {
  render(<StaffConsole data={data} verifications={{ verifications: [], verified: [] }} />);
  const groups = screen.getAllByTestId('report-group');
  expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['Lekki duplex 2 reports', 'Yaba flat 1 report']);
  expect(groups[0]).toHaveTextContent(trustText.reasons.inspection_fee);
  expect(groups[0]).toHaveTextContent('Asked for ₦10,000');
  expect(screen.getByRole('heading', { name: verificationText.queueHeading })).toBeInTheDocument();
  expect(screen.getByTestId('hidden-listing')).toHaveTextContent('Hidden: Duplicate of #3');
  const audit = screen.getByRole('table');
  expect(within(audit).getAllByRole('row')[1]).toHaveTextContent(/Funmi Staff.*Hid the listing.*Reports R-AAAA2222BB, R-CCCC3333DD.*Ikeja shop \(#4\).*Duplicate of #3/);
});

it('hides a listing with a reason, then reads the console again', async () => {
  render(<StaffConsole data={data} />);
  const group = screen.getAllByTestId('report-group')[0]!;
  const form = within(group).getByRole('form', { name: `${trustText.hideListing}: Lekki duplex` });
  fireEvent.change(within(form).getByLabelText(trustText.hideReasonLabel), { target: { value: 'Asks for inspection fees' } });
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'The listing is hidden' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: trustText.hideListing }));
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/staff/hideListing', { method: 'POST', body: { reason: 'Asks for inspection fees', property_id: 7 } });
  expect(mockRefresh).toHaveBeenCalled();
});

it('a decision without a reason is not sent', async () => {
  render(<StaffConsole data={data} />);
  const form = screen.getByRole('form', { name: `${trustText.restoreListing}: Ikeja shop` });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: trustText.restoreListing }));
  });
  expect(within(form).getByText(trustText.reasonRequired)).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();
});
