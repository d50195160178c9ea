import { render, screen } from '@testing-library/react';
import { FreshnessLabel, OutOfSearchNote } from './ListingFreshness';

it('says when the owner last confirmed the listing, and nothing when the provider does not say', () => {
  const { rerender } = render(<FreshnessLabel property={{ availability_status: 'Available', confirmed_days_ago: 3, freshness: 'confirmed' }} />);
  expect(screen.getByText('Confirmed available 3 days ago')).toBeInTheDocument();
  rerender(<FreshnessLabel property={{ availability_status: 'Available', confirmed_days_ago: 40, freshness: 'not_recent' }} />);
  expect(screen.getByText('Not confirmed recently')).toBeInTheDocument();
  rerender(<FreshnessLabel property={{ availability_status: 'Available' }} />);
  expect(screen.queryByTestId('freshness')).not.toBeInTheDocument();
});

it('marks a listing out of search: 60 days unconfirmed, or let or sold', () => {
  const { rerender } = render(<OutOfSearchNote property={{ availability_status: 'Available', confirmed_days_ago: 61, freshness: 'out_of_search' }} />);
  expect(screen.getByTestId('out-of-search')).toHaveTextContent('Not confirmed for 60 days');
  rerender(<OutOfSearchNote property={{ availability_status: 'Let', confirmed_days_ago: 1, freshness: 'confirmed' }} />);
  expect(screen.getByTestId('out-of-search')).toHaveTextContent('Marked let by its owner');
  rerender(<OutOfSearchNote property={{ availability_status: 'Under Offer', confirmed_days_ago: 40, freshness: 'not_recent' }} />);
  expect(screen.queryByTestId('out-of-search')).not.toBeInTheDocument();
});
