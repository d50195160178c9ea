import { render, screen, within } from '@testing-library/react';
import { parseListingFilters } from '@/lib/listing/filters';
import { SortTabs } from './SortTabs';

const filters = parseListingFilters({ page_type: 'lowest_price' }, 'BUY');

it('says beside the sort that promoted listings come first when the results hold one', () => {
  render(<SortTabs base="/properties/buy" filters={filters} promotedFirst />);
  const sort = screen.getByRole('navigation', { name: 'Sort results' });
  expect(within(sort).getByRole('link', { name: 'Lowest Price' })).toHaveAttribute('aria-current', 'page');
  expect(within(sort).getByText('Promoted listings first')).toBeVisible();
});

it('says nothing of promotions when no promoted listing is shown', () => {
  render(<SortTabs base="/properties/buy" filters={filters} />);
  expect(screen.queryByText('Promoted listings first')).not.toBeInTheDocument();
});
