import { fireEvent, render, screen } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { ProjectsEditor } from './ProjectsEditor';

jest.mock('@/components/forms/uploadWithProgress', () => ({ uploadWithProgress: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
const mockedUpload = jest.mocked(uploadWithProgress);

async function addProject() {
  render(<ProjectsEditor homeServiceId={3} projects={[]} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add a project' }));
  typeInto('Project title', 'Lekki bathroom');
  typeInto('Description', 'New pipes and fittings.');
  await submitWith('Save project');
}

beforeEach(() => mockedUpload.mockReset());

it('focuses the banner when the failure belongs to no field', async () => {
  mockedUpload.mockResolvedValue({ ok: false, status: 500, message: 'Server Error, please try again' });
  await addProject();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server Error, please try again');
  expect(banner.parentElement).toHaveFocus();
  expect(screen.getByLabelText('Project title')).toHaveValue('Lekki bathroom');
});

it('leaves focus on the field the server put a message on', async () => {
  mockedUpload.mockResolvedValue({
    ok: false,
    status: 422,
    message: 'Please review the field errors',
    fieldErrors: { description: 'The description is too long' },
  });
  await addProject();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please review the field errors');
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('The description is too long');
  expect(screen.getByLabelText('Description')).toHaveFocus();
});

it('sends the photos ticked to take off with the project, and closes the form on success', async () => {
  const project = { id: 7, home_service_id: 3, title: 'Lekki bathroom', description: 'New pipes.', date_created: '2026-01-05', photos: [{ id: 41, link: '/media/a.png' }, { id: 42, link: '/media/b.png' }] };
  mockedUpload.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Saved', project } });
  render(<ProjectsEditor homeServiceId={3} projects={[project]} />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit Lekki bathroom' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Remove photo 2' }));
  await submitWith('Save project');
  const [path, body] = mockedUpload.mock.calls[0]!;
  expect(path).toBe('/api/vst/services/modifyHomeServiceProject');
  expect(Object.fromEntries(body)).toEqual({ home_service_id: '3', project_id: '7', title: 'Lekki bathroom', description: 'New pipes.', remove_photo_ids: '42' });
  expect(screen.queryByRole('button', { name: 'Save project' })).toBeNull();
});
