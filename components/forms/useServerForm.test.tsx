import { render, screen } from '@testing-library/react';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { Field } from '@/components/ui/Field';
import { ServerForm } from './ServerForm';
import { submitWith, typeInto } from './test-utils';
import { uploadWithProgress } from './uploadWithProgress';
import { useServerForm, type ServerFormOptions } from './useServerForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('./uploadWithProgress', () => ({ uploadWithProgress: jest.fn() }));
const mockedFetch = jest.mocked(apiFetch);
const mockedUpload = jest.mocked(uploadWithProgress);

const schema = z.object({ place: z.string().min(1, 'Say where'), latitude: z.string() });
type Options = Partial<ServerFormOptions<typeof schema, unknown>>;

function PlaceForm(options: Options) {
  const place = useServerForm({ schema, defaultValues: { place: '', latitude: '' }, action: '/api/vst/places', onSuccess: () => {}, ...options });
  return (
    <ServerForm state={place} submitLabel="Save">
      <Field label="Place" {...place.field('place')} />
      <Field label="Latitude" {...place.field('latitude')} />
    </ServerForm>
  );
}

async function send(options: Options = {}) {
  render(<PlaceForm {...options} />);
  typeInto('Place', 'Lekki');
  typeInto('Latitude', '6.4');
  await submitWith('Save');
}

beforeEach(() => {
  mockedFetch.mockReset();
  mockedUpload.mockReset();
});

it('asks a function for the route with the values being sent', async () => {
  mockedFetch.mockResolvedValue({ ok: true, status: 200, data: {} });
  await send({ action: (values) => `/api/vst/places/${values.place}` });
  expect(mockedFetch).toHaveBeenCalledWith('/api/vst/places/Lekki', { method: 'POST', body: { place: 'Lekki', latitude: '6.4' } });
});

it('sends a multipart body through the upload, to the route the values choose', async () => {
  mockedUpload.mockResolvedValue({ ok: true, status: 200, data: {} });
  const onSuccess = jest.fn();
  await send({ action: () => '/api/vst/places/upload', multipart: (values) => { const body = new FormData(); body.append('place', values.place); return body; }, onSuccess });
  expect(mockedUpload).toHaveBeenCalledWith('/api/vst/places/upload', expect.any(FormData), expect.any(Function));
  expect(mockedUpload.mock.calls[0]![1].get('place')).toBe('Lekki');
  expect(onSuccess).toHaveBeenCalled();
});

it("puts the server's field messages where the form's mapping says", async () => {
  mockedFetch.mockResolvedValue({ ok: false, status: 422, message: 'Please review the field errors', fieldErrors: { longitude: 'Out of range' } });
  await send({ mapFieldErrors: (errors) => ('longitude' in errors ? { latitude: 'Pick the place on the map' } : errors) });
  expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription('Pick the place on the map');
  expect(screen.getByLabelText('Latitude')).toHaveFocus();
});

it("sends nothing when the form's own step before the send finished the work", async () => {
  const onSuccess = jest.fn();
  await send({ beforeSend: () => 'done', onSuccess });
  expect(mockedFetch).not.toHaveBeenCalled();
  expect(onSuccess).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows the failure of the step before the send in the focused banner, and sends nothing', async () => {
  await send({ beforeSend: async () => 'Your browser kept nothing' });
  expect(mockedFetch).not.toHaveBeenCalled();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Your browser kept nothing');
  expect(banner.parentElement).toHaveFocus();
});

it('goes on to the send when the step before it says so, with what was typed', async () => {
  mockedFetch.mockResolvedValue({ ok: true, status: 200, data: {} });
  const beforeSend = jest.fn().mockResolvedValue('send');
  await send({ beforeSend });
  expect(beforeSend).toHaveBeenCalledWith({ place: 'Lekki', latitude: '6.4' });
  expect(mockedFetch).toHaveBeenCalledTimes(1);
});

it('asks a function for what goes beside the values, with the values, over any of the same name', async () => {
  mockedFetch.mockResolvedValue({ ok: true, status: 200, data: {} });
  await send({ extraBody: (values) => ({ place: values.place.toUpperCase(), currency: 'NGN' }) });
  expect(mockedFetch).toHaveBeenCalledWith('/api/vst/places', { method: 'POST', body: { place: 'LEKKI', latitude: '6.4', currency: 'NGN' } });
});

it('leaves a failure the form shows its own way alone: no field messages, no banner', async () => {
  mockedFetch.mockResolvedValue({ ok: false, status: 404, message: 'That place is gone', fieldErrors: { place: 'Unknown place' } });
  const takeFailure = jest.fn().mockReturnValue(true);
  await send({ takeFailure });
  expect(takeFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 404, message: 'That place is gone' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('Place')).not.toHaveAccessibleDescription();
});

it('shows a failure the form declines to take as usual', async () => {
  mockedFetch.mockResolvedValue({ ok: false, status: 503, message: 'We could not reach the service.' });
  await send({ takeFailure: () => false });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the service.');
});
