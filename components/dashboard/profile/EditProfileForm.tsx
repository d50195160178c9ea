'use client';

import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { SelectField } from '@/components/property-detail/SelectField';
import { FileField } from '@/components/sell/controls';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import {
  documentsOnFile,
  genders,
  profileFormValues,
  profileSchema,
  religions,
  today,
  toProfileFormData,
} from '@/lib/forms/profile';
import { profileText } from '@/lib/messages/profile';
import type { User } from '@/lib/vst/auth';
import type { Named } from '@/lib/vst/common';
import { DIALOG_TITLE_ID } from '@/components/ui/Dialog';
import { useStates } from './useStates';
import styles from './Profile.module.css';

const MODIFY_INFO_ACTION = '/api/vst/profile/modifyInfo';
const ACCEPTED_DOCUMENTS = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';

const religionOptions = religions.map((value) => ({ value, label: profileText.religions[value] }));
const genderOptions = genders.map((value) => ({ value, label: profileText.genders[value] }));
const documentFields = [
  { name: 'valid_id_card', label: profileText.validId, onFile: 'valid_id_link' },
  { name: 'utility_bill', label: profileText.utilityBill, onFile: 'utility_bill_link' },
] as const;

type EditProfileFormProps = { user: User; countries: Named[]; states: Named[]; onSaved: () => void };

/**
 * The profile form. A failed save keeps every value and chosen file; the server's field
 * messages go under their fields. A success refreshes the page's server data, so the card shows it.
 */
export function EditProfileForm({ user, countries, states: initialStates, onSaved }: EditProfileFormProps) {
  const router = useRouter();
  const onFile = documentsOnFile(user);
  const profile = useServerForm({
    schema: profileSchema(onFile),
    defaultValues: profileFormValues(user),
    action: MODIFY_INFO_ACTION,
    multipart: toProfileFormData,
    onSuccess: () => {
      toast.success(profileText.profileSaved);
      router.refresh();
      onSaved();
    },
  });
  const { form, field } = profile;
  const { states, statesFailed, loadStates } = useStates(initialStates);
  const errorOf = (name: 'country_id' | 'state_id') => field(name).error;
  const countryField = form.register('country_id', {
    onChange: (event: { target: { value: string } }) => {
      form.setValue('state_id', '');
      loadStates(event.target.value);
    },
  });

  return (
    <form noValidate onSubmit={profile.onSubmit} aria-labelledby={DIALOG_TITLE_ID} className={styles.form}>
      <FormErrorBanner banner={profile.banner} />
      <div className={styles.columns}>
        <Field label={profileText.firstName} autoComplete="given-name" required {...field('firstName')} />
        <Field label={profileText.lastName} autoComplete="family-name" required {...field('lastName')} />
        <Field label={profileText.email} type="email" value={user.email} readOnly hint={profileText.emailReadOnly} />
        <Field label={profileText.phone} type="tel" autoComplete="tel" required {...field('phone')} />
        <SelectField label={profileText.religion} placeholder={profileText.choose} options={religionOptions} required {...field('religion')} />
        <SelectField label={profileText.gender} placeholder={profileText.choose} options={genderOptions} required {...field('gender')} />
        <SelectField
          label={profileText.country}
          placeholder={profileText.choose}
          options={countries.map(({ id, name }) => ({ value: String(id), label: name }))}
          required
          {...countryField}
          error={errorOf('country_id')}
        />
        <SelectField
          label={profileText.state}
          placeholder={states.length > 0 ? profileText.choose : profileText.chooseCountryFirst}
          options={states.map(({ id, name }) => ({ value: String(id), label: name }))}
          required
          {...field('state_id')}
          error={errorOf('state_id') ?? (statesFailed ? profileText.statesFailed : undefined)}
        />
        <Field label={profileText.dateOfBirth} type="date" max={today()} autoComplete="bday" {...field('date_of_birth')} />
      </div>
      {/* address-line1: HTML allows street-address only on multi-line fields (textarea), not on one line. */}
      <Field label={profileText.address} autoComplete="address-line1" required {...field('address')} />
      {documentFields.map(({ name, label, onFile: link }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field: { ref, onBlur, onChange }, fieldState }) => (
            <FileField
              ref={ref}
              name={name}
              label={label}
              hint={
                <>
                  {profileText.documentHint}{' '}
                  {user[link] ? (
                    <>
                      {profileText.documentOnFile}{' '}
                      <a href={user[link] ?? undefined} target="_blank" rel="noreferrer">{profileText.viewOnFile}</a>
                    </>
                  ) : null}
                </>
              }
              accept={ACCEPTED_DOCUMENTS}
              required={!user[link]}
              error={fieldState.error?.message}
              onBlur={onBlur}
              onChange={(event) => onChange(Array.from(event.target.files ?? []))}
            />
          )}
        />
      ))}
      {profile.progress !== null ? (
        <progress className={styles.progress} max={1} value={profile.progress} aria-label={profileText.savingProfile}>
          {Math.round(profile.progress * 100)}%
        </progress>
      ) : null}
      <Button type="submit" block pending={profile.pending}>{profileText.saveProfile}</Button>
    </form>
  );
}
