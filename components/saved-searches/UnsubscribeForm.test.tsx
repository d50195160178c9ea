import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { UnsubscribeForm } from './UnsubscribeForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => mockedApiFetch.mockReset());

const press = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
  });

it('changes nothing until the button is pressed (mail scanners open links), then says which alerts stopped', async () => {
  render(<UnsubscribeForm token="7.abc" labelledBy="title" />);
  expect(screen.getByText(/This stops the e-mails of one saved search/)).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();

  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Alerts stopped', saved_search: { name: 'Lagos flats', frequency: 'off' } } });
  await press();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/alerts/unsubscribe', expect.objectContaining({ method: 'POST', body: { token: '7.abc' } }));
  expect(screen.getByRole('status')).toHaveTextContent('Alerts stopped for Lagos flats');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it("shows the provider's word for a link that will never work, without a button", async () => {
  render(<UnsubscribeForm token="garbage" labelledBy="title" />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 400, message: 'This unsubscribe link is not valid' });
  await press();
  expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('keeps the button when the failure may pass', async () => {
  render(<UnsubscribeForm token="7.abc" labelledBy="title" />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 0, message: 'We could not reach the service.' });
  await press();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the service.');
  expect(screen.getByRole('alert').parentElement).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Stop these e-mails' })).toBeEnabled();

  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Alerts stopped', saved_search: { name: 'Lagos flats', frequency: 'off' } } });
  await press();
  expect(mockedApiFetch).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('status')).toHaveTextContent('Alerts stopped for Lagos flats');
});

it('takes an answer it cannot read for a failure that may pass, keeping the button', async () => {
  render(<UnsubscribeForm token="7.abc" labelledBy="title" />);
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Alerts stopped' } });
  await press();
  expect(screen.getByRole('alert')).toHaveTextContent('Server Error, please try again');
  expect(screen.getByRole('button', { name: 'Stop these e-mails' })).toBeEnabled();
});
