import { fireEvent, render, screen } from '@testing-library/react';
import { submitWith } from '@/components/forms/test-utils';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { reloadTo } from '@/components/layout/reloadTo';
import { emptyListingText, noFilesRequired, type ListingTextValues } from '@/lib/forms/listing';
import { securityText } from '@/lib/messages/security';
import { ListingForm } from './ListingForm';

jest.mock('@/components/forms/uploadWithProgress', () => ({ uploadWithProgress: jest.fn() }));
jest.mock('@/components/layout/reloadTo', () => ({ reloadTo: jest.fn() }));
const mockedUpload = jest.mocked(uploadWithProgress);

const option = (value: string, label: string) => [{ value, label }];
const references = {
  propertyTypes: option('1', 'House'),
  categories: option('2', 'Duplex'),
  features: [],
  paymentPlans: option('3', 'Outright'),
  countries: option('161', 'Nigeria'),
  states: option('25', 'Lagos'),
  cities: option('7', 'Ikeja'),
  towns: [],
};
// A listing that passes the form's checks: only what differs from the empty form.
const initialValues: ListingTextValues = {
  ...emptyListingText,
  for_sale: 'sale',
  for_sale_aso: 'owner',
  name: 'Four-bedroom duplex',
  price: '85000000',
  payment_plan_option_id: '3',
  property_type_id: '1',
  property_category_id: '2',
  no_bedroom: '4',
  no_bathroom: '4',
  no_kitchen: '1',
  country_id: '161',
  state_id: '25',
  city_id: '7',
  description: 'Bright rooms near the park.',
  latitude: '6.6018',
  longitude: '3.3515',
  title: 'c_of_o',
  electricity_band: 'B',
  meter: 'prepaid',
  power_backup: 'generator',
  water_source: 'borehole',
  flooding: 'none',
  road: 'tarred',
  security: 'guards',
};
const existingFiles = { primary_image: [], other_images: [], property_documents: [], floor_plan: [] };

beforeEach(() => {
  window.localStorage.clear();
  mockedUpload.mockReset();
});

it('focuses the banner when the failure belongs to no field', async () => {
  mockedUpload.mockResolvedValue({ ok: false, status: 500, message: 'Server Error, please try again' });
  render(
    <ListingForm userID={7} propertyID={12} initialValues={initialValues} references={references} existingFiles={existingFiles} requiredFiles={noFilesRequired} />,
  );
  await submitWith('Save changes');

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server Error, please try again');
  expect(banner.parentElement).toHaveFocus();
  expect(screen.getByLabelText('Property name')).toHaveValue('Four-bedroom duplex');
});

it('leaves focus on the field the server put a message on, under the location as a whole for its coordinates', async () => {
  mockedUpload.mockResolvedValue({
    ok: false,
    status: 422,
    message: 'Please review the field errors',
    fieldErrors: { name: 'A listing with this name exists', longitude: 'This pin is in Ogun State; the listing says Lagos' },
  });
  render(
    <ListingForm userID={7} propertyID={12} initialValues={initialValues} references={references} existingFiles={existingFiles} requiredFiles={noFilesRequired} />,
  );
  await submitWith('Save changes');

  expect(await screen.findByRole('alert')).toHaveTextContent('Please review the field errors');
  expect(screen.getByLabelText('Property name')).toHaveAccessibleDescription('A listing with this name exists');
  expect(screen.getByLabelText('Property name')).toHaveFocus();
  expect(screen.getByText('This pin is in Ogun State; the listing says Lagos')).toHaveAttribute('id', 'location-error');
});

it('keeps the chosen photo when the server is too busy for the upload, and sends it again as it was', async () => {
  // jsdom has no object URLs; the picker previews chosen images with them.
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
  mockedUpload.mockResolvedValueOnce({ ok: false, status: 503, message: securityText.uploadsBusy });
  render(
    <ListingForm userID={7} propertyID={12} initialValues={initialValues} references={references} existingFiles={existingFiles} requiredFiles={noFilesRequired} />,
  );
  const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Primary image', { exact: false }), { target: { files: [photo] } });
  await submitWith('Save changes');

  expect(await screen.findByRole('alert')).toHaveTextContent(securityText.uploadsBusy);
  expect(screen.getByText('front.png')).toBeInTheDocument();
  mockedUpload.mockResolvedValueOnce({ ok: false, status: 500, message: 'Server Error, please try again' });
  await submitWith('Save changes');
  const sentAgain = mockedUpload.mock.calls[1]![1];
  expect(sentAgain.getAll('primary_image')).toEqual([photo]);
});

it("opens the dashboard, which says why, when the photos held the listing or are already in the owner's", async () => {
  const saved = (photo_review: { in_review: boolean; same_photos_as: { id: number; name: string }[] } | undefined) => ({
    ok: true as const,
    status: 200,
    data: { Detail: 'Property updated successfully', property: { propertyID: 12 }, ...(photo_review ? { photo_review } : {}) },
  });
  const cases = [
    [saved({ in_review: true, same_photos_as: [] }), '/dashboard?view=properties&type=uploaded'],
    [saved({ in_review: false, same_photos_as: [{ id: 3, name: 'Duplex' }] }), '/dashboard?view=properties&type=uploaded'],
    [saved({ in_review: false, same_photos_as: [] }), '/property/12'],
    [saved(undefined), '/property/12'],
  ] as const;
  for (const [answer, destination] of cases) {
    jest.mocked(reloadTo).mockClear();
    mockedUpload.mockResolvedValueOnce(answer);
    const { unmount } = render(
      <ListingForm userID={7} propertyID={12} initialValues={initialValues} references={references} existingFiles={existingFiles} requiredFiles={noFilesRequired} />,
    );
    await submitWith('Save changes');
    expect(reloadTo).toHaveBeenCalledWith(destination);
    unmount();
  }
});
