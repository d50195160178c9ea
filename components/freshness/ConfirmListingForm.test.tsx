import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { ConfirmListingForm } from './ConfirmListingForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => mockedApiFetch.mockReset());

const press = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Yes, it is still available' }));
  });

it('changes nothing until the button is pressed (mail scanners open links), then says which listing is confirmed', async () => {
  render(<ConfirmListingForm token="9.abc" labelledBy="title" />);
  expect(mockedApiFetch).not.toHaveBeenCalled();

  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Confirmed', property: { id: 9, name: 'Lekki duplex' }, visible_change: 'listings' } });
  await press();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/listings/confirm', { method: 'POST', body: { token: '9.abc' } });
  expect(screen.getByRole('status')).toHaveTextContent('Thank you: Lekki duplex is confirmed available.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it("shows the provider's word for a link that will never work, without a button", async () => {
  render(<ConfirmListingForm token="forged" labelledBy="title" />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 404, message: 'This confirmation link is not valid' });
  await press();
  expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is not valid');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('keeps the button under a focused message when the failure may pass, and a second press confirms', async () => {
  render(<ConfirmListingForm token="9.abc" labelledBy="title" />);
  mockedApiFetch.mockResolvedValue({ ok: false, status: 0, message: 'We could not reach the service.' });
  await press();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the service.');
  expect(screen.getByRole('alert').parentElement).toHaveFocus();

  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Confirmed', property: { id: 9, name: 'Lekki duplex' }, visible_change: 'listings' } });
  await press();
  expect(screen.getByRole('status')).toHaveTextContent('Lekki duplex is confirmed available');
});
