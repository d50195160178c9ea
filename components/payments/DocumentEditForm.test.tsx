import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { submitWith } from '@/components/forms/test-utils';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { DocumentEditForm } from './DocumentEditForm';

jest.mock('@/components/forms/uploadWithProgress', () => ({ uploadWithProgress: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const mockedUpload = jest.mocked(uploadWithProgress);

const fileInput = () => screen.getByLabelText('New document (PDF or image)');
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const pdf = () => new File(['%PDF-1.4'], 'survey-2026.pdf', { type: 'application/pdf' });

beforeEach(() => {
  mockedUpload.mockReset();
  refresh.mockReset();
  jest.mocked(toast.success).mockReset();
});

it('asks for a file before sending anything, and marks the input with the message', async () => {
  render(<DocumentEditForm documentId={5} onDone={jest.fn()} />);
  await submitWith('SAVE CHANGES');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a PDF or an image');
  expect(fileInput()).toHaveAccessibleDescription('Choose a PDF or an image');
  expect(fileInput()).toHaveFocus();
  expect(mockedUpload).not.toHaveBeenCalled();
});

it('refuses a file over the size limit in the browser', async () => {
  render(<DocumentEditForm documentId={5} onDone={jest.fn()} />);
  choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }));
  await submitWith('SAVE CHANGES');
  expect(screen.getByRole('alert')).toHaveTextContent('The document must be 5 MB or smaller');
  expect(mockedUpload).not.toHaveBeenCalled();
});

it('uploads the file with its document id and progress, then toasts, closes and refreshes the page', async () => {
  let answer: (value: Awaited<ReturnType<typeof uploadWithProgress>>) => void = () => {};
  mockedUpload.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const onDone = jest.fn();
  render(<DocumentEditForm documentId={5} onDone={onDone} />);
  choose(pdf());
  await submitWith('SAVE CHANGES');
  const [path, body, onProgress] = mockedUpload.mock.calls[0]!;
  expect(path).toBe('/api/vst/payments/updateBackgroundDocument');
  expect(body.get('document_id')).toBe('5');
  expect((body.get('document') as File).name).toBe('survey-2026.pdf');
  act(() => onProgress(0.5));
  expect((screen.getByRole('progressbar', { name: 'Uploading the document' }) as HTMLProgressElement).value).toBe(0.5);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await act(async () => answer({ ok: true, status: 200, data: {} }));
  expect(toast.success).toHaveBeenCalledWith('Document updated successfully');
  expect(onDone).toHaveBeenCalled();
  expect(refresh).toHaveBeenCalled();
});

it("puts the server's word on the file in the one message, with focus on the input, and keeps the dialog open", async () => {
  mockedUpload.mockResolvedValue({ ok: false, status: 422, message: 'Please review the field errors', fieldErrors: { document: 'The file is not a PDF or an image' } });
  const onDone = jest.fn();
  render(<DocumentEditForm documentId={5} onDone={onDone} />);
  choose(pdf());
  await submitWith('SAVE CHANGES');
  expect(screen.getByRole('alert')).toHaveTextContent('The file is not a PDF or an image');
  expect(fileInput()).toHaveFocus();
  expect(onDone).not.toHaveBeenCalled();
});

it('shows any other failure in the focused banner', async () => {
  mockedUpload.mockResolvedValue({ ok: false, status: 0, message: 'We could not reach the service.' });
  render(<DocumentEditForm documentId={5} onDone={jest.fn()} />);
  choose(pdf());
  await submitWith('SAVE CHANGES');
  const banner = screen.getByRole('alert');
  expect(banner).toHaveTextContent('We could not reach the service.');
  expect(banner.parentElement).toHaveFocus();
});
