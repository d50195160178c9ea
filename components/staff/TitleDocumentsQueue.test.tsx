import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { titleText } from '@/lib/messages/listing-terms';
import { trustText } from '@/lib/messages/trust';
import type { StaffConsole as StaffConsoleData } from '@/lib/vst/trust';
import { StaffConsole } from './StaffConsole';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const data: StaffConsoleData = { reports: [], hidden: [], audit: [] };
const queue = {
  listings: [
    {
      property: { id: 12, name: 'Plot in Epe', address: 'Epe, Lagos' },
      title: 'excision_gazette' as const,
      documents: [{ name: 'gazette.pdf', link: '/private-media/uploads/abc' }],
    },
  ],
};

it('lists the listings whose title documents wait, with private links, and marks them seen with a note', async () => {
  render(<StaffConsole data={data} titleDocuments={queue} />);
  const item = screen.getByTestId('title-documents');
  expect(item).toHaveTextContent(titleText.queueTitle(titleText.names.excision_gazette));
  expect(within(item).getByRole('link', { name: 'gazette.pdf' })).toHaveAttribute('href', '/private-media/uploads/abc');
  const form = within(item).getByRole('form', { name: `${titleText.markSeen}: Plot in Epe` });
  fireEvent.change(within(form).getByLabelText(trustText.staffReasonLabel), { target: { value: 'Gazette covers the plot' } });
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'The title documents are marked as seen' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: titleText.markSeen }));
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/staff/titleDocumentsSeen', { method: 'POST', body: { reason: 'Gazette covers the plot', property_id: 12 } });
  expect(mockRefresh).toHaveBeenCalled();
});

it('says when nothing waits, and leaves the queue out on a provider without it', () => {
  const { unmount } = render(<StaffConsole data={data} titleDocuments={{ listings: [] }} />);
  expect(screen.getByText(titleText.queueEmpty)).toBeInTheDocument();
  unmount();
  render(<StaffConsole data={data} />);
  expect(screen.queryByRole('heading', { name: titleText.queueHeading })).not.toBeInTheDocument();
});
