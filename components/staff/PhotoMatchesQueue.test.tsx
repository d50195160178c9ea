import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { photoReviewText } from '@/lib/messages/photo-review';
import { trustText } from '@/lib/messages/trust';
import type { PhotoMatchesQueue } from '@/lib/vst/photo-review';
import type { StaffConsole as StaffConsoleData } from '@/lib/vst/trust';
import { StaffConsole } from './StaffConsole';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const data: StaffConsoleData = { reports: [], hidden: [], audit: [] };
const queue: PhotoMatchesQueue = {
  listings: [
    {
      property: { id: 40, name: 'Duplex, ready to move in', address: 'Lekki, Lagos', advertiser: 'Ada Eze' },
      held_at: '2026-11-27T10:00:00.000Z',
      matches: [
        {
          property: { id: 7, name: '4 Bedroom Duplex', address: 'Lekki, Lagos', advertiser: 'Bola Ade', hidden: false },
          photos: [{ photo: '/media/uploads/copy', matched_photo: '/media/uploads/original', distance: 2 }],
        },
      ],
    },
  ],
};

it('shows the held listing beside the one it matched, their photos side by side, and publishes it with a reason', async () => {
  render(<StaffConsole data={data} photoMatches={queue} />);
  const item = screen.getByTestId('photo-match');
  // The held listing has no public page yet; the other listing's is linked.
  expect(within(item).queryByRole('link', { name: 'Duplex, ready to move in' })).not.toBeInTheDocument();
  expect(within(item).getByRole('link', { name: '4 Bedroom Duplex' })).toHaveAttribute('href', '/property/7');
  const pair = within(item).getByRole('figure');
  expect(pair).toHaveTextContent(photoReviewText.distance(2));
  const [held, matched] = within(pair).getAllByRole('img');
  expect(held).toHaveAttribute('alt', `${photoReviewText.heldPhoto}: Duplex, ready to move in`);
  expect(held!.getAttribute('src')).toContain('uploads/copy');
  expect(matched).toHaveAttribute('alt', `${photoReviewText.matchedPhoto}: 4 Bedroom Duplex`);
  expect(matched!.getAttribute('src')).toContain('uploads/original');
  // Hiding is offered too, with the reason the owner reads.
  expect(within(item).getByRole('form', { name: `${trustText.hideListing}: Duplex, ready to move in` })).toBeInTheDocument();

  const form = within(item).getByRole('form', { name: `${photoReviewText.publishListing}: Duplex, ready to move in` });
  fireEvent.change(within(form).getByLabelText(trustText.staffReasonLabel), { target: { value: 'The agent showed the mandate' } });
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'The listing is published' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: photoReviewText.publishListing }));
  });
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/staff/publishListing', { method: 'POST', body: { reason: 'The agent showed the mandate', property_id: 40 } });
  expect(mockRefresh).toHaveBeenCalled();
});

it('says when nothing waits, and leaves the queue out on a provider without it', () => {
  const { unmount } = render(<StaffConsole data={data} photoMatches={{ listings: [] }} />);
  expect(screen.getByText(photoReviewText.queueEmpty)).toBeInTheDocument();
  unmount();
  render(<StaffConsole data={data} />);
  expect(screen.queryByRole('heading', { name: photoReviewText.queueHeading })).not.toBeInTheDocument();
});
