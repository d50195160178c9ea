import { fireEvent, render, screen } from '@testing-library/react';
import { SocialSignIn } from './SocialSignIn';

// jsdom does not navigate; the link's address at the moment it is followed is what counts.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => window.addEventListener('click', stopNavigation));
afterAll(() => window.removeEventListener('click', stopNavigation));
afterEach(() => window.history.replaceState(null, '', '/'));

it('offers nothing when the server offers no network', () => {
  const { container } = render(<SocialSignIn providers={[]} />);
  expect(container).toBeEmptyDOMElement();
});

it("adds the address's next to the link when it is followed, as the address is then", () => {
  window.history.replaceState(null, '', '/login?next=%2Fdashboard');
  render(<SocialSignIn providers={['facebook', 'google']} />);
  const google = screen.getByRole('link', { name: 'Continue with Google' });
  // The page is cached for every next: the markup never holds one.
  expect(google).toHaveAttribute('href', '/api/auth/social/google/start');
  window.history.replaceState(null, '', '/login?next=%2Fdashboard%3Fview%3Dwishlist');
  fireEvent.click(google);
  expect(google).toHaveAttribute('href', '/api/auth/social/google/start?next=%2Fdashboard%3Fview%3Dwishlist');
});

it('follows the plain link when the address has no next', () => {
  window.history.replaceState(null, '', '/register');
  render(<SocialSignIn providers={['facebook']} />);
  const facebook = screen.getByRole('link', { name: 'Continue with Facebook' });
  fireEvent.click(facebook);
  expect(facebook).toHaveAttribute('href', '/api/auth/social/facebook/start');
});
