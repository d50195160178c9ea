import { render, screen } from '@testing-library/react';
import type { RatingFigures } from '@/lib/vst/advertisers';
import { Ratings } from './Ratings';

const comment = { stars: 4, comment: '<b>Helpful</b>', month: '2026-11', visitor_first_name: 'Bola', listing: { id: 7, name: 'Lekki flat' } };
const figures = (overrides: Partial<RatingFigures>): RatingFigures => ({ period_days: 90, count: 0, min_for_average: 3, average: null, comments: [], ...overrides });

describe('Ratings', () => {
  it('shows no average below the minimum, but says how many there are', () => {
    render(<Ratings ratings={figures({ count: 2, comments: [comment] })} />);
    expect(screen.getByTestId('rating-average')).toHaveTextContent('Not enough ratings yet');
    expect(screen.getByTestId('rating-count')).toHaveTextContent('2 of the 3 needed for an average.');
  });

  it('shows the average with one decimal and the count, and each comment as plain text with first name and month', () => {
    render(<Ratings ratings={figures({ count: 3, average: 4, comments: [comment, { ...comment, comment: 'Fine', listing: null }] })} />);
    expect(screen.getByTestId('rating-average')).toHaveTextContent('4.0 out of 5');
    expect(screen.getByTestId('rating-count')).toHaveTextContent('from 3 ratings');
    const [first, second] = screen.getAllByTestId('rating-comment');
    expect(first).toHaveTextContent('<b>Helpful</b>');
    expect(first).toHaveTextContent('Bola, November 2026');
    expect(screen.getByRole('link', { name: 'Lekki flat' })).toHaveAttribute('href', '/property/7');
    // A hidden listing's comment names no listing.
    expect(second).not.toHaveTextContent('Lekki flat');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
