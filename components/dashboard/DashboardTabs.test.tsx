import { render, screen } from '@testing-library/react';
import { savedSearchesOffered } from '@/server/vst/saved-searches';
import { DashboardTabs } from './DashboardTabs';

jest.mock('@/server/vst/saved-searches', () => ({ savedSearchesOffered: jest.fn() }));

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
