'use client';

import { useWatch, type Path } from 'react-hook-form';
import { reloadTo } from '@/components/layout/reloadTo';
import { SelectField } from '@/components/property-detail/SelectField';
import { RadioGroup, TextAreaField } from '@/components/sell/controls';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { UploadProgress } from '@/components/forms/UploadProgress';
import { useServerForm } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import {
  listingResponseSchema,
  listingSchema,
  type ListingFileField,
  type ListingInput,
  type ListingTextValues,
  type RequiredFiles,
} from '@/lib/forms/listing';
import { dashboardHref } from '@/lib/dashboard/view';
import { toListingUploadBody } from '@/lib/listing-form/multipart';
import type { ListingReferences } from '@/lib/listing-form/options';
import { listingFormText as text } from '@/lib/messages/listing-form';
import { ListingFiles } from './ListingFiles';
import { ListingTermsFields } from './ListingTermsFields';
import { LivingFactsFields } from './LivingFactsFields';
import { LocationPicker } from './LocationPicker';
import { useDependentOptions } from './useDependentOptions';
import { useListingDraft } from './useListingDraft';
import styles from './ListingForm.module.css';

export type ListingFormProps = {
  userID: number;
  /** Set when editing: the property being changed. */
  propertyID?: number;
  initialValues: ListingTextValues;
  references: ListingReferences;
  /** Links of the files the property already has (edit), per field. */
  existingFiles: Record<ListingFileField, string[]>;
  requiredFiles: RequiredFiles;
};

const saleOptions = [
  { value: 'sale', label: text.forSale },
  { value: 'rent', label: text.forRent },
] as const;
const saleByOptions = [
  { value: 'owner', label: text.byOwner },
  { value: 'product', label: text.byProduct },
] as const;
const noFiles = { primary_image: [], other_images: [], property_documents: [], floor_plan: [] };
const LOCATION_FIELDS = ['latitude', 'longitude'];

/**
 * The server's field messages; any complaint about the coordinates is about the location as a whole,
 * shown under the map in the server's words (a pin outside the listing's state names where it is).
 */
function serverFieldMessages(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([name, message]) => (LOCATION_FIELDS.includes(name) ? ['latitude', message] : [name, message])));
}

/**
 * The listing form, create and edit. A failed send keeps every value and chosen
 * file; the text fields are also kept as a draft across an accidental reload.
 */
export function ListingForm({ userID, propertyID, initialValues, references, existingFiles, requiredFiles }: ListingFormProps) {
  const landTypeIds = references.propertyTypes.filter((type) => type.label === 'Land').map((type) => type.value);
  const listing = useServerForm({
    schema: listingSchema(requiredFiles, landTypeIds),
    defaultValues: { ...initialValues, ...noFiles },
    action: propertyID ? '/api/vst/profile/modifyProperty' : '/api/vst/profile/submitListing',
    multipart: (values) => toListingUploadBody({ ...values, ...(propertyID ? { propertyID: String(propertyID) } : {}) }),
    response: listingResponseSchema,
    mapFieldErrors: serverFieldMessages,
    onSuccess: (saved) => {
      draft.clear();
      // The save has expired the listing's cached page (server/vst/operations.ts). A full load, not
      // router.push: a copy of the page prefetched before the save (the client router keeps static
      // pages for minutes) must not be shown as the result.
      // Held for staff, or the same photos as another of the owner's listings: the dashboard says why.
      const review = saved.photo_review;
      const told = review && (review.in_review || review.same_photos_as.length > 0);
      reloadTo(told ? dashboardHref({ view: 'properties', type: 'uploaded', page: 1 }) : `/property/${saved.property.propertyID}`);
    },
  });
  const { form, field } = listing;
  const draft = useListingDraft(form, { userID, propertyID, initialValues });

  const [typeId, countryId, stateId, cityId, latitude, longitude] = useWatch({
    control: form.control,
    name: ['property_type_id', 'country_id', 'state_id', 'city_id', 'latitude', 'longitude'],
  });
  const categories = useDependentOptions('categories', typeId, { parentId: initialValues.property_type_id, options: references.categories });
  const states = useDependentOptions('states', countryId, { parentId: initialValues.country_id, options: references.states });
  const cities = useDependentOptions('cities', stateId, { parentId: initialValues.state_id, options: references.cities });
  const towns = useDependentOptions('towns', cityId, { parentId: initialValues.city_id, options: references.towns });

  const errorOf = (name: Path<ListingInput>) => form.getFieldState(name, form.formState).error?.message;
  /** A select whose children are emptied when it changes (the category follows the type, and so on). */
  const parentSelect = (name: Path<ListingInput>, children: Path<ListingInput>[]) => ({
    ...form.register(name, { onChange: () => children.forEach((child) => form.setValue(child, '')) }),
    error: errorOf(name),
  });
  const dependentPlaceholder = (list: { loading: boolean; failed: boolean }, parentChosen: string, choose: string, parent: string) =>
    !parentChosen ? text.chooseParentFirst(parent) : list.loading ? text.loadingOptions : list.failed ? text.optionsFailed : choose;

  return (
    <form noValidate onSubmit={listing.onSubmit} className={styles.form} aria-label={propertyID ? text.editTitle : text.createTitle}>
      {draft.restored ? (
        <div className={styles.banner}>
          <Alert tone="info">
            {text.draftRestored}{' '}
            <Button type="button" variant="ghost" onClick={draft.discard}>{text.discardDraft}</Button>
          </Alert>
        </div>
      ) : null}
      <FormErrorBanner banner={listing.banner} className={styles.banner} />

      <fieldset className={styles.group}>
        <legend>{text.dealLegend}</legend>
        <div className={styles.columns}>
          <RadioGroup label={text.saleOrRent} name="for_sale" options={saleOptions} error={errorOf('for_sale')} inputProps={form.register('for_sale')} />
          <RadioGroup label={text.saleBy} name="for_sale_aso" options={saleByOptions} error={errorOf('for_sale_aso')} inputProps={form.register('for_sale_aso')} />
        </div>
        <div className={styles.columns}>
          <Field label={text.nameLabel} required {...field('name')} />
          <Field label={text.priceLabel} inputMode="numeric" required {...field('price')} />
          <SelectField label={text.paymentPlanLabel} placeholder={text.choosePaymentPlan} options={references.paymentPlans} required {...field('payment_plan_option_id')} />
          <Field label={text.vatLabel} inputMode="decimal" required {...field('vat')} />
          <Field label={text.advisoryFeeLabel} inputMode="decimal" required {...field('financial_advisory_fee')} />
        </div>
        <Field type="checkbox" label={text.noInspectionFeeLabel} {...field('no_inspection_fee')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{text.propertyLegend}</legend>
        <div className={styles.columns}>
          <SelectField label={text.typeLabel} placeholder={text.chooseType} options={references.propertyTypes} required {...parentSelect('property_type_id', ['property_category_id'])} />
          <SelectField
            label={text.categoryLabel}
            placeholder={dependentPlaceholder(categories, typeId, text.chooseCategory, text.typeLabel.toLowerCase())}
            options={categories.options}
            required
            {...field('property_category_id')}
          />
          <Field label={text.bedroomsLabel} type="number" min={1} inputMode="numeric" required {...field('no_bedroom')} />
          <Field label={text.bathroomsLabel} type="number" min={1} inputMode="numeric" required {...field('no_bathroom')} />
          <Field label={text.kitchensLabel} type="number" min={1} inputMode="numeric" required {...field('no_kitchen')} />
          <Field label={text.toiletsLabel} type="number" min={0} inputMode="numeric" {...field('no_toilet')} />
          <Field label={text.carParkingLabel} type="number" min={0} inputMode="numeric" {...field('car_parking')} />
          <Field label={text.sizeLabel} type="number" min={1} inputMode="numeric" {...field('square_metres')} />
          <Field label={text.yearBuiltLabel} type="number" min={1800} inputMode="numeric" {...field('year_built')} />
        </div>
        <fieldset className={styles.checks}>
          <legend>{text.featuresLegend}</legend>
          {references.features.map((feature) => (
            <label key={feature.value} className={styles.check}>
              <input type="checkbox" value={feature.value} {...form.register('features')} />
              <span>{feature.label}</span>
            </label>
          ))}
        </fieldset>
        <TextAreaField label={text.descriptionLabel} required {...field('description')} />
        <Field label={text.videoLinkLabel} type="url" inputMode="url" hint={text.videoLinkHint} {...field('video_link')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{text.whereLegend}</legend>
        <div className={styles.columns}>
          <SelectField label={text.countryLabel} placeholder={text.chooseCountry} options={references.countries} required {...parentSelect('country_id', ['state_id', 'city_id', 'town_id'])} />
          <SelectField
            label={text.stateLabel}
            placeholder={dependentPlaceholder(states, countryId, text.chooseState, text.countryLabel.toLowerCase())}
            options={states.options}
            required
            {...parentSelect('state_id', ['city_id', 'town_id'])}
          />
          <SelectField
            label={text.cityLabel}
            placeholder={dependentPlaceholder(cities, stateId, text.chooseCity, text.stateLabel.toLowerCase())}
            options={cities.options}
            required
            {...parentSelect('city_id', ['town_id'])}
          />
          <SelectField
            label={text.townLabel}
            placeholder={dependentPlaceholder(towns, cityId, text.chooseTown, text.cityLabel.toLowerCase())}
            options={towns.options}
            {...field('town_id')}
          />
        </div>
      </fieldset>

      <LocationPicker
        latitude={latitude}
        longitude={longitude}
        onChange={(coordinate) => {
          const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
          form.setValue('latitude', String(coordinate.latitude), options);
          form.setValue('longitude', String(coordinate.longitude), options);
        }}
        latitudeInput={form.register('latitude')}
        longitudeInput={form.register('longitude')}
        error={errorOf('latitude') ?? errorOf('longitude')}
      />

      <ListingTermsFields form={form} landTypeIds={landTypeIds} />

      <LivingFactsFields form={form} landTypeIds={landTypeIds} />

      <ListingFiles control={form.control} existingFiles={existingFiles} requiredFiles={requiredFiles} />

      <UploadProgress progress={listing.progress} label={text.uploading} className={styles.progress} />
      <Button type="submit" block pending={listing.pending}>{propertyID ? text.save : text.create}</Button>
    </form>
  );
}
