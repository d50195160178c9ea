import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { emptyHomeServiceText } from '@/lib/forms/services';
import { readDraft, saveDraft } from '@/lib/services/draft';
import { UploadServicePanel } from './UploadServicePanel';

jest.mock('@/components/forms/uploadWithProgress', () => ({ uploadWithProgress: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
const mockedUpload = jest.mocked(uploadWithProgress);

const USER = 7;
const draft = {
  text: { ...emptyHomeServiceText, service_title: 'Ada Plumbing', home_service_category_id: '5', business_phone: '08012345678' },
  image: { name: 'logo.png', type: 'image/png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
};

beforeEach(() => {
  window.localStorage.clear();
  mockedUpload.mockReset();
  push.mockReset();
});

it('posts the draft with its image as a file, removes it and goes to My Home Services', async () => {
  saveDraft(window.localStorage, USER, draft);
  mockedUpload.mockResolvedValue({ ok: true, status: 201, data: { Detail: 'Home service added successfully', homeService: { homeServiceID: 3 } } });
  render(<UploadServicePanel userID={USER} />);
  fireEvent.click(await screen.findByRole('button', { name: 'UPLOAD SERVICE' }));

  await waitFor(() => expect(push).toHaveBeenCalledWith('/dashboard/myhomeservices'));
  const [path, body] = mockedUpload.mock.calls[0]!;
  expect(path).toBe('/api/vst/services/addServiceProvider');
  expect(body.get('service_title')).toBe('Ada Plumbing');
  expect(body.get('twitter_link')).toBeNull();
  expect(body.get('image_link')).toMatchObject({ name: 'logo.png', type: 'image/png', size: 8 });
  expect(readDraft(window.localStorage, USER)).toBeNull();
});

it('a failed upload says so and keeps the draft for another try', async () => {
  saveDraft(window.localStorage, USER, draft);
  mockedUpload.mockResolvedValue({ ok: false, status: 403, message: 'You need an active professional subscription to add a home service' });
  render(<UploadServicePanel userID={USER} />);
  fireEvent.click(await screen.findByRole('button', { name: 'UPLOAD SERVICE' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Problem uploading home service, please try again');
  expect(push).not.toHaveBeenCalled();
  expect(readDraft(window.localStorage, USER)).toEqual(draft);
});

it('without a draft it offers the profile form instead', async () => {
  render(<UploadServicePanel userID={USER} />);
  expect(await screen.findByRole('link', { name: 'Fill in your professional profile' })).toHaveAttribute('href', '/join_as_pro');
  expect(screen.queryByRole('button', { name: 'UPLOAD SERVICE' })).toBeNull();
});
