import { render, screen } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { reloadTo } from '@/components/layout/reloadTo';
import { apiFetch } from '@/lib/api-client';
import { LoginForm } from './LoginForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('@/components/layout/reloadTo', () => ({ reloadTo: jest.fn() }));
const mockRouter = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
const mockedApiFetch = jest.mocked(apiFetch);

async function logIn(password = 'password1', form = <LoginForm next="/dashboard?view=wishlist" labelledBy="login-title" />, beforeSend = () => {}) {
  render(form);
  typeInto('E-mail address', 'buyer@example.com');
  typeInto('Password', password);
  beforeSend();
  await submitWith('Log in');
}

beforeEach(() => {
  mockedApiFetch.mockReset();
  jest.mocked(reloadTo).mockReset();
  mockRouter.refresh.mockReset();
});

it('sends the return target and goes where the server says', async () => {
  mockedApiFetch.mockResolvedValue({
    ok: true,
    status: 200,
    data: { user: { userID: 1, name: 'Bola', email: 'buyer@example.com', serviceProvider: false }, redirectTo: '/dashboard?view=wishlist' },
  });
  await logIn();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/auth/login', {
    method: 'POST',
    body: { email: 'buyer@example.com', password: 'password1', next: '/dashboard?view=wishlist' },
  });
  expect(reloadTo).toHaveBeenCalledWith('/dashboard?view=wishlist', { replace: true });
  expect(mockRouter.refresh).not.toHaveBeenCalled();
});

it('signing in on the page itself (a dialog) stays there and refreshes its server data', async () => {
  mockedApiFetch.mockResolvedValue({
    ok: true,
    status: 200,
    data: { user: { userID: 1, name: 'Bola', email: 'buyer@example.com', serviceProvider: false }, redirectTo: '/' },
  });
  await logIn();
  expect(mockRouter.refresh).toHaveBeenCalled();
  expect(reloadTo).not.toHaveBeenCalled();
});

it('shows the bad-credentials message and keeps both values', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 400, message: 'Wrong' });
  await logIn('wrong-one');
  const banner = screen.getByRole('alert');
  expect(banner).toHaveTextContent('Invalid email or password');
  expect(banner.parentElement).toHaveFocus();
  expect(screen.getByLabelText('E-mail address')).toHaveValue('buyer@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
  expect(reloadTo).not.toHaveBeenCalled();
});

it('passes other refusals through, such as an unconfirmed account', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 403, message: 'Please confirm your account' });
  await logIn();
  expect(screen.getByRole('alert')).toHaveTextContent('Please confirm your account');
});

describe('on the login page (no next given)', () => {
  const signedIn = { ok: true as const, status: 200, data: { user: { userID: 1, name: 'Bola', email: 'buyer@example.com', serviceProvider: false }, redirectTo: '/sell' } };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("sends the address's next as it is when sent (the cached page is the same for every next)", async () => {
    mockedApiFetch.mockResolvedValue(signedIn);
    window.history.replaceState(null, '', '/login?next=%2Fdashboard');
    await logIn('password1', <LoginForm labelledBy="login-title" />, () => window.history.replaceState(null, '', '/login?next=%2Fsell'));
    expect(mockedApiFetch).toHaveBeenCalledWith('/api/auth/login', { method: 'POST', body: { email: 'buyer@example.com', password: 'password1', next: '/sell' } });
  });

  it('sends no next when the address has none, so the server picks the dashboard', async () => {
    mockedApiFetch.mockResolvedValue(signedIn);
    window.history.replaceState(null, '', '/login?next=');
    await logIn('password1', <LoginForm labelledBy="login-title" />);
    expect(mockedApiFetch).toHaveBeenCalledWith('/api/auth/login', { method: 'POST', body: { email: 'buyer@example.com', password: 'password1' } });
  });
});
