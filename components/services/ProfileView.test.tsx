import { fireEvent, render, screen, within } from '@testing-library/react';
import { ProfileView } from './ProfileView';

// The reviews tab's own parts load from the BFF and the session; this test is about the tabs.
jest.mock('./ReviewsList', () => ({ ReviewsList: () => <h3>Customer reviews</h3> }));
jest.mock('./ReviewForm', () => ({ ReviewPanel: () => <h3>Rate this professional</h3> }));

const rating = { average: 4.5, count: 7 };
const renderProfile = (projects: React.ReactNode | null) =>
  render(<ProfileView homeServiceId={3} initialRating={rating} about={<p>We wire homes.</p>} projects={projects} />);

it('shows ABOUT US, PROJECTS and REVIEWS, and the projects a provider answered in their panel', () => {
  renderProfile(<h3>Solar for a duplex in Lekki</h3>);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ABOUT US', 'PROJECTS', 'REVIEWS']);
  fireEvent.click(screen.getByRole('tab', { name: 'PROJECTS' }));
  const panel = screen.getByRole('tabpanel', { name: 'PROJECTS' });
  expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('Solar for a duplex in Lekki');
});

it('leaves the PROJECTS tab out when the provider has no projects (null), and the arrow keys skip it', async () => {
  renderProfile(null);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ABOUT US', 'REVIEWS']);
  expect(document.getElementById('panel-projects')).toBeNull();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'ABOUT US' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'REVIEWS' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('heading', { name: 'Customer reviews' })).toBeInTheDocument();
});

it('opens every panel with an h2, so the h3s inside never follow the page h1 directly', async () => {
  renderProfile(<h3>Solar for a duplex in Lekki</h3>);
  for (const [tab, heading] of [['ABOUT US', 'About us'], ['PROJECTS', 'Projects'], ['REVIEWS', 'Reviews']] as const) {
    fireEvent.click(screen.getByRole('tab', { name: tab }));
    const panel = screen.getByRole('tabpanel', { name: tab });
    // The reviews' own h3s arrive with their chunk.
    if (tab === 'REVIEWS') await within(panel).findByRole('heading', { name: 'Customer reviews' });
    const levels = within(panel).getAllByRole('heading').map((element) => Number(element.tagName.slice(1)));
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(heading);
    expect(levels[0]).toBe(2);
  }
});

it('loads the reviews and the review form only when REVIEWS is first opened, and keeps them', async () => {
  renderProfile(null);
  expect(screen.queryByRole('heading', { name: 'Customer reviews', hidden: true })).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'REVIEWS' }));
  const panel = screen.getByRole('tabpanel', { name: 'REVIEWS' });
  expect(await within(panel).findByRole('heading', { name: 'Rate this professional' })).toBeInTheDocument();
  expect(within(panel).getByRole('heading', { name: 'Customer reviews' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'ABOUT US' }));
  expect(screen.getByRole('heading', { name: 'Customer reviews', hidden: true })).toBeInTheDocument();
});
