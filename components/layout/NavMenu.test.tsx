import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { messages } from '@/lib/messages';
import { takeFlashToast } from './flashToast';
import { NavMenu } from './NavMenu';
import { reloadTo } from './reloadTo';

jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('./reloadTo', () => ({ reloadTo: jest.fn() }));

let mockPathname = '/';
const fetchMock = jest.fn();

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
function reply(status: number, body: unknown = {}): FakeResponse {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

const signedInUser = { userID: 7, name: 'Adaeze Okafor', email: 'buyer@example.com', serviceProvider: false };

/** Routes the component's requests: the session lookup and, when asked, the logout call. */
function serve({ session, logout = reply(200) }: { session: FakeResponse; logout?: FakeResponse }) {
  fetchMock.mockImplementation(async (url: string) => (url === '/api/auth/logout' ? logout : session));
}

function renderMenu() {
  // Each test mounts the nav afresh, and a first reader looks the session up again (useSession.ts).
  return render(<NavMenu />);
}

beforeEach(() => {
  mockPathname = '/';
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
  jest.mocked(toast.error).mockClear();
  jest.mocked(reloadTo).mockClear();
});

describe('NavMenu links', () => {
  it('lists the public links in their fixed order and marks the current section', async () => {
    mockPathname = '/properties/rent';
    serve({ session: reply(200, { user: null }) });
    renderMenu();
    await screen.findByRole('link', { name: 'Log in' });

    const names = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Properties', 'Sell', 'Home Services', 'Manage Finance', 'Mortgage', 'Advertise', 'Log in']);
    expect(screen.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('NavMenu mobile menu', () => {
  beforeEach(() => serve({ session: reply(200, { user: null }) }));

  it('opens and closes with its button, which controls the list', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');
    await screen.findByRole('link', { name: 'Log in' });
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Sell' }).focus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await screen.findByRole('link', { name: 'Log in' });
  });

  it('closes when a link is followed', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const mortgage = screen.getByRole('link', { name: 'Mortgage' });
    // jsdom cannot navigate; stop the link's default action once the menu has seen the click.
    mortgage.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(mortgage);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await screen.findByRole('link', { name: 'Log in' });
  });
});

describe('NavMenu session items', () => {
  it('offers Log in, and no My Home, when signed out', async () => {
    serve({ session: reply(200, { user: null }) });
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'My Home' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('treats a failed session lookup as signed out', async () => {
    serve({ session: reply(500) });
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows My Home and Log out when signed in', async () => {
    serve({ session: reply(200, { user: signedInUser }) });
    renderMenu();
    expect(await screen.findByRole('link', { name: 'My Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  describe('from the signed-in hint, before the session route answers', () => {
    let answer: (response: FakeResponse) => void = () => {};
    beforeEach(() => {
      fetchMock.mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    });
    afterEach(() => {
      document.cookie = 'nh_signed_in=; max-age=0';
    });

    it('shows Log in at once without a hint', () => {
      renderMenu();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    });

    it('shows My Home and Log out at once with a hint, and Log in once the session says the hint is stale', async () => {
      document.cookie = 'nh_signed_in=7';
      renderMenu();
      expect(screen.getByRole('link', { name: 'My Home' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

      await act(async () => answer(reply(200, { user: null })));
      expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'My Home' })).toBeNull();
    });
  });

  it('signs out, queues the signed-out toast and reloads the home page', async () => {
    serve({ session: reply(200, { user: signedInUser }) });
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(reloadTo).toHaveBeenCalledWith('/');
    expect(takeFlashToast()).toBe(messages.signedOut);
  });

  it('stays signed in and says so when the sign-out fails', async () => {
    serve({ session: reply(200, { user: signedInUser }), logout: reply(500) });
    renderMenu();
    const logout = await screen.findByRole('button', { name: 'Log out' });
    fireEvent.click(logout);

    await act(async () => {});
    expect(toast.error).toHaveBeenCalledWith(messages.serverError);
    expect(reloadTo).not.toHaveBeenCalled();
    expect(logout).toBeEnabled();
  });
});
