import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { useOneTimeRequest } from './useOneTimeRequest';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

function Probe({ body }: { body: Record<string, string> | null }) {
  const state = useOneTimeRequest<{ ok: string }>({ path: '/api/auth/confirm', body, invalidMessage: 'Bad link' });
  return <p>{state.status === 'done' ? state.data.ok : state.status === 'failed' ? state.message : 'pending'}</p>;
}

beforeEach(() => mockedApiFetch.mockReset());

it('sends a single-use link once, even under the development double mount', async () => {
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { ok: 'confirmed' } });
  render(
    <StrictMode>
      <Probe body={{ reference: 'abc' }} />
    </StrictMode>,
  );
  expect(await screen.findByText('confirmed')).toBeInTheDocument();
  expect(mockedApiFetch).toHaveBeenCalledTimes(1);
});

it('shows the server message on failure', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 400, message: 'Link has expired or invalid' });
  render(<Probe body={{ reference: 'abc' }} />);
  expect(await screen.findByText('Link has expired or invalid')).toBeInTheDocument();
});

it('reports an incomplete link without calling the server', () => {
  render(<Probe body={null} />);
  expect(screen.getByText('Bad link')).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();
});
