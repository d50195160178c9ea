import { act, render, screen } from '@testing-library/react';
import { useSession } from './useSession';

function Who() {
  const session = useSession();
  return <p>{session.status === 'signed-in' ? `user ${session.userID}` : session.status}</p>;
}

const answer = (user: { userID: number } | null) =>
  ({ ok: true, json: async () => ({ user: user && { userID: user.userID, name: 'Ada', email: 'ada@example.com', serviceProvider: false } }) }) as Response;

it('looks the session up again when the page comes back from the back/forward cache, not on a plain show', async () => {
  const fetchSession = jest.fn(async () => answer(null));
  global.fetch = fetchSession as unknown as typeof fetch;
  await act(async () => render(<Who />));
  expect(screen.getByText('signed-out')).toBeInTheDocument();
  expect(fetchSession).toHaveBeenCalledTimes(1);

  // Signed in elsewhere meanwhile (another tab, the login page left through Back).
  fetchSession.mockImplementation(async () => answer({ userID: 7 }));
  await act(async () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
  expect(fetchSession).toHaveBeenCalledTimes(1);
  await act(async () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  expect(fetchSession).toHaveBeenCalledTimes(2);
  expect(screen.getByText('user 7')).toBeInTheDocument();
});
