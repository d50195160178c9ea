import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { verificationText } from '@/lib/messages/verification';
import type { StaffVerification } from '@/lib/vst/verification';
import { StaffConsole } from './StaffConsole';
import { VerificationQueue } from './VerificationQueue';
import { VerifiedMembers } from './VerifiedMembers';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const agent: StaffVerification = {
  id: 3,
  kind: 'agent',
  member: { id: 12, name: 'Musa Abdullahi', email: 'musa@example.com' },
  phone: '+2348039876543',
  phone_confirmed_at: '2026-11-25T10:00:00.000Z',
  cac_number: 'BN2345678',
  lasrera_number: null,
  valid_id_link: '/private-media/uploads/abc',
  date_created: '2026-11-25T10:00:00.000Z',
};

beforeEach(() => {
  mockedApiFetch.mockReset();
  mockRefresh.mockReset();
});

it('shows who asks, as what, their numbers and their ID', () => {
  render(<VerificationQueue requests={[agent]} />);
  const request = screen.getByTestId('verification-request');
  expect(request).toHaveTextContent('Musa Abdullahi');
  expect(request).toHaveTextContent('musa@example.com');
  expect(request).toHaveTextContent(verificationText.requestedAs('agent'));
  expect(request).toHaveTextContent('+2348039876543');
  expect(request).toHaveTextContent('BN2345678');
  expect(request).toHaveTextContent(verificationText.none);
  expect(within(request).getByRole('link', { name: verificationText.openDocument })).toHaveAttribute('href', '/private-media/uploads/abc');
});

it('approves with one press, then reads the console again', async () => {
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'The member is now verified', verification: { id: 3, status: 'approved' } } });
  render(<VerificationQueue requests={[agent]} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `${verificationText.approve}: Musa Abdullahi` }));
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/staff/verifications/approve', expect.objectContaining({ method: 'POST', body: { id: 3 } }));
  expect(mockRefresh).toHaveBeenCalled();
});

it('refuses only with a reason, which is sent', async () => {
  render(<VerificationQueue requests={[agent]} />);
  const refuse = screen.getByRole('button', { name: `${verificationText.refuse}: Musa Abdullahi` });
  await act(async () => {
    fireEvent.click(refuse);
  });
  expect(screen.getByText(verificationText.reasonRequired)).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'The request was refused', verification: { id: 3, status: 'refused' } } });
  fireEvent.change(screen.getByLabelText(verificationText.reasonLabel), { target: { value: 'The CAC number is not registered' } });
  await act(async () => {
    fireEvent.click(refuse);
  });
  expect(mockedApiFetch).toHaveBeenCalledWith(
    '/api/vst/staff/verifications/refuse',
    expect.objectContaining({ body: { id: 3, reason: 'The CAC number is not registered' } }),
  );
});

it("puts the provider's word on the reason under it, and any other failure in the focused banner of the form it belongs to", async () => {
  render(<VerificationQueue requests={[agent]} />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 422, message: 'Please review the field errors', fieldErrors: { reason: 'The reason is too long' } });
  fireEvent.change(screen.getByLabelText(verificationText.reasonLabel), { target: { value: 'Blurred' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `${verificationText.refuse}: Musa Abdullahi` }));
  });
  expect(screen.getByLabelText(verificationText.reasonLabel)).toHaveAccessibleDescription('The reason is too long');
  expect(screen.getByLabelText(verificationText.reasonLabel)).toHaveFocus();

  mockedApiFetch.mockResolvedValue({ ok: false, status: 409, message: 'This request was already decided' });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `${verificationText.approve}: Musa Abdullahi` }));
  });
  const banner = screen.getAllByRole('alert').find((alert) => alert.textContent === 'This request was already decided')!;
  expect(banner.parentElement).toHaveFocus();
  expect(banner.closest('form')).toContainElement(screen.getByRole('button', { name: `${verificationText.approve}: Musa Abdullahi` }));
  expect(mockRefresh).not.toHaveBeenCalled();
});

it('the console leaves the queue out when the provider has no verification', () => {
  render(<StaffConsole data={{ reports: [], hidden: [], audit: [] }} verifications={null} />);
  expect(screen.queryByRole('heading', { name: verificationText.queueHeading })).toBeNull();
  expect(screen.queryByRole('heading', { name: verificationText.verifiedHeading })).toBeNull();
});

it('says which name staff approved before, on a request a change of name sent back', () => {
  render(<VerificationQueue requests={[{ ...agent, previous_name: 'Musa Abdul' }]} />);
  expect(screen.getByTestId('verification-request')).toHaveTextContent(verificationText.previousName('Musa Abdul'));
});

it('revokes a verified member only with a reason, which is sent, then reads the console again', async () => {
  render(<VerifiedMembers members={[{ id: 9, kind: 'owner', member: { id: 4, name: 'Ola Owner', email: 'owner@example.com' }, date_reviewed: '2026-11-20T10:00:00.000Z' }]} />);
  const revoke = screen.getByRole('button', { name: `${verificationText.revoke}: Ola Owner` });
  await act(async () => {
    fireEvent.click(revoke);
  });
  expect(screen.getByText(verificationText.reasonRequired)).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'The verification was revoked', verification: { id: 9, status: 'revoked' } } });
  fireEvent.change(screen.getByLabelText(verificationText.revokeReasonLabel), { target: { value: 'Listings reported as a scam' } });
  await act(async () => {
    fireEvent.click(revoke);
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/staff/verifications/revoke', expect.objectContaining({ body: { id: 9, reason: 'Listings reported as a scam' } }));
  expect(mockRefresh).toHaveBeenCalled();
});
