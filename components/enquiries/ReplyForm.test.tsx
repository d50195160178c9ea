import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { apiFetch } from '@/lib/api-client';
import { ReplyForm } from './ReplyForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const mockRouter = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
const mockedApiFetch = jest.mocked(apiFetch);

beforeEach(() => {
  mockedApiFetch.mockReset();
  mockRouter.refresh.mockReset();
});

const renderForm = () => render(<><h3 id="enquiry-4">Mrs. Ngozi Eze</h3><ReplyForm id={4} labelledBy="enquiry-4" /></>);

it('sends the reply with the enquiry, then reads the inbox again', async () => {
  renderForm();
  mockedApiFetch.mockResolvedValueOnce({ ok: true, status: 201, data: { Detail: 'Reply sent', reply: { message: 'Still available', date_created: '2026-11-01T10:00:00.000Z', held: false } } });
  typeInto('Your reply', '  Still available  ');
  await submitWith('Send reply');
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/profile/enquiries/reply', expect.objectContaining({ body: { message: 'Still available', id: 4 } }));
  expect(mockRouter.refresh).toHaveBeenCalled();
  expect(screen.getByLabelText('Your reply')).toHaveValue('');
  expect(toast.success).toHaveBeenCalledWith('Reply sent');
});

it('says a reply is kept while the visitor has not confirmed their address', async () => {
  renderForm();
  const held = { message: 'Still available', date_created: '2026-11-01T10:00:00.000Z', held: true };
  mockedApiFetch.mockResolvedValueOnce({ ok: true, status: 201, data: { Detail: 'Reply saved', reply: held } });
  typeInto('Your reply', 'Still available');
  await submitWith('Send reply');
  expect(toast.success).toHaveBeenCalledWith('Reply saved: it is sent once the visitor confirms their address');
});

it('says what is wrong with an empty or long reply and sends nothing', async () => {
  renderForm();
  await submitWith('Send reply');
  expect(screen.getByText('Write a reply first')).toBeInTheDocument();
  typeInto('Your reply', 'x'.repeat(2001));
  await submitWith('Send reply');
  expect(screen.getByText('Use at most 2000 characters')).toBeInTheDocument();
  expect(mockedApiFetch).not.toHaveBeenCalled();
});

it("keeps the text and shows the provider's refusal", async () => {
  renderForm();
  mockedApiFetch.mockResolvedValueOnce({ ok: false, status: 403, message: 'You can send at most 5 replies to one enquiry; please call the visitor instead' });
  typeInto('Your reply', 'One more');
  await submitWith('Send reply');
  expect(screen.getByRole('alert')).toHaveTextContent('at most 5 replies');
  expect(screen.getByLabelText('Your reply')).toHaveValue('One more');
});
