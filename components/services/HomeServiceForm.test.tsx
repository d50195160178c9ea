import { render, screen } from '@testing-library/react';
import { submitWith } from '@/components/forms/test-utils';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { emptyHomeServiceText } from '@/lib/forms/services';
import { HomeServiceForm } from './HomeServiceForm';

jest.mock('@/components/forms/uploadWithProgress', () => ({ uploadWithProgress: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
const mockedUpload = jest.mocked(uploadWithProgress);

const options = { categories: [{ value: '5', label: 'Plumbers' }], types: [{ id: 9, name: 'Pipes', category_id: 5 }] };
const initialValues = {
  ...emptyHomeServiceText,
  service_title: 'Ada Plumbing',
  home_service_category_id: '5',
  home_service_category_type_id: '9',
  business_description: 'Pipes fixed the same day.',
  business_email: 'ada@example.com',
  business_phone: '08012345678',
  business_address: '1 Marina, Lagos',
  web_address: 'www.adaplumbing.ng',
  years_of_experience: '4',
};

async function submitChanges() {
  render(<HomeServiceForm mode={{ kind: 'edit', homeServiceID: 3, imageLink: '/media/logo.png' }} options={options} initialValues={initialValues} />);
  await submitWith('SAVE CHANGES');
}

beforeEach(() => mockedUpload.mockReset());

it('focuses the banner when the failure belongs to no field', async () => {
  mockedUpload.mockResolvedValue({ ok: false, status: 500, message: 'Server Error, please try again' });
  await submitChanges();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server Error, please try again');
  expect(banner.parentElement).toHaveFocus();
  expect(screen.getByLabelText('Service title')).toHaveValue('Ada Plumbing');
});

it('leaves focus on the field the server put a message on', async () => {
  mockedUpload.mockResolvedValue({
    ok: false,
    status: 422,
    message: 'Please review the field errors',
    fieldErrors: { business_email: 'This e-mail address is already used' },
  });
  await submitChanges();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please review the field errors');
  expect(screen.getByLabelText('Business e-mail')).toHaveAccessibleDescription('This e-mail address is already used');
  expect(screen.getByLabelText('Business e-mail')).toHaveFocus();
});
