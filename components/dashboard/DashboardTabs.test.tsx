import { render, screen } from '@testing-library/react';
import { bookingsOffered } from '@/server/vst/bookings';
import { enquiryInboxOffered } from '@/server/vst/enquiries';
import { savedSearchesOffered } from '@/server/vst/saved-searches';
import { DashboardTabs } from './DashboardTabs';

jest.mock('@/server/vst/saved-searches', () => ({ savedSearchesOffered: jest.fn() }));
jest.mock('@/server/vst/enquiries', () => ({ enquiryInboxOffered: jest.fn() }));
jest.mock('@/server/vst/bookings', () => ({ bookingsOffered: jest.fn() }));

beforeEach(() => {
  jest.mocked(enquiryInboxOffered).mockResolvedValue(true);
  jest.mocked(bookingsOffered).mockResolvedValue(true);
});

it('lists Saved Searches when the provider offers them', async () => {
  jest.mocked(savedSearchesOffered).mockResolvedValue(true);
  render(await DashboardTabs({ current: 'searches' }));
  expect(screen.getByRole('link', { name: 'Saved Searches' })).toHaveAttribute('aria-current', 'page');
});

it('leaves the tab out for a provider without them, rather than failing', async () => {
  jest.mocked(savedSearchesOffered).mockResolvedValue(false);
  render(await DashboardTabs({ current: 'properties' }));
  expect(screen.queryByRole('link', { name: 'Saved Searches' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Wishlist' })).toBeInTheDocument();
});

it('lists the enquiry inbox only when the provider has one', async () => {
  jest.mocked(savedSearchesOffered).mockResolvedValue(true);
  render(await DashboardTabs({ current: 'enquiries' }));
  expect(screen.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('href', '/dashboard?view=enquiries');
  jest.mocked(enquiryInboxOffered).mockResolvedValue(false);
  render(await DashboardTabs({ current: 'properties' }));
  expect(screen.getAllByRole('link', { name: 'Enquiries' })).toHaveLength(1);
});

it('lists Inspections only when the provider takes bookings', async () => {
  jest.mocked(savedSearchesOffered).mockResolvedValue(true);
  render(await DashboardTabs({ current: 'inspections' }));
  expect(screen.getByRole('link', { name: 'Inspections' })).toHaveAttribute('href', '/dashboard?view=inspections');
  jest.mocked(bookingsOffered).mockResolvedValue(false);
  render(await DashboardTabs({ current: 'properties' }));
  expect(screen.getAllByRole('link', { name: 'Inspections' })).toHaveLength(1);
});
