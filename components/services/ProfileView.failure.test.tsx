import { fireEvent, render, screen, within } from '@testing-library/react';
import { ProfileView } from './ProfileView';

// A file of its own: the module registry keeps a chunk that arrived, and here it must not have yet.
jest.mock('./ReviewsList', () => ({ ReviewsList: () => <h3>Customer reviews</h3> }));
jest.mock('./ReviewForm', () => ({ ReviewPanel: () => <h3>Rate this professional</h3> }));
// The tab's chunk, lost on flaky data while this is false (a factory that threw is asked again next time).
let mockReviewsArrive = false;
jest.mock('./ReviewsPanel', () => {
  if (!mockReviewsArrive) throw new Error('ChunkLoadError: Loading chunk failed');
  return jest.requireActual('./ReviewsPanel');
});

it('says the reviews could not be loaded when their code fails to arrive, and asks again when REVIEWS is opened again', async () => {
  render(<ProfileView homeServiceId={3} initialRating={{ average: 4.5, count: 7 }} about={<p>We wire homes.</p>} projects={null} />);
  fireEvent.click(screen.getByRole('tab', { name: 'REVIEWS' }));
  const panel = screen.getByRole('tabpanel', { name: 'REVIEWS' });
  expect(await within(panel).findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');

  mockReviewsArrive = true;
  fireEvent.click(screen.getByRole('tab', { name: 'ABOUT US' }));
  fireEvent.click(screen.getByRole('tab', { name: 'REVIEWS' }));
  expect(await within(panel).findByRole('heading', { name: 'Customer reviews' })).toBeInTheDocument();
  expect(within(panel).queryByRole('alert')).toBeNull();
});
