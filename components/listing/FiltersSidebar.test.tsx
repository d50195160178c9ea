import { render, screen, within } from '@testing-library/react';
import { parseListingFilters } from '@/lib/listing/filters';
import { FiltersSidebar } from './FiltersSidebar';

const sidebar = (query: Record<string, string>, livingOffered: boolean) =>
  render(
    <FiltersSidebar base="/properties/rent" filters={parseListingFilters(query, 'RENT')} categories={[]} states={[]}
      verificationOffered={false} responsivenessOffered={false} livingOffered={livingOffered} />,
  );

it('offers the living-fact filters as checkboxes of the form, those in the URL ticked', () => {
  sidebar({ state_id: '25', no_flooding: '1', water_on_site: '1' }, true);
  const living = screen.getByRole('group', { name: 'Living here' });
  expect(within(living).getByRole('checkbox', { name: 'Band A or B (16+ hours of light)' })).not.toBeChecked();
  expect(within(living).getByRole('checkbox', { name: 'Prepaid meter' })).not.toBeChecked();
  expect(within(living).getByRole('checkbox', { name: 'No flooding reported' })).toBeChecked();
  expect(within(living).getByRole('checkbox', { name: 'Water on site (borehole or well)' })).toHaveAttribute('name', 'water_on_site');
  // Clearing the filters drops these too.
  expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/properties/rent');
});

it('offers none when the provider describes no living facts', () => {
  sidebar({}, false);
  expect(screen.queryByRole('group', { name: 'Living here' })).not.toBeInTheDocument();
});
