import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { planOf } from '#domain/plans.js';
import type { PortalBusiness } from '#domain/portal.js';
import {
  changedProfileFields,
  DESCRIPTION_FIELDS,
  type DescriptionField as DescriptionFieldName,
  descriptionLimitMessage,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFields,
  type ProfileFieldsInput,
  profileChangeMessages,
  profileFieldsSchema,
  profileFormOf,
} from '#domain/profile-changes.js';
import { isApiError } from '#web/lib/api-client.js';
import { categoryOptions } from '#web/lib/directory-words.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { setServerErrors } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { EmailField } from '#web/ui/email-field.js';
import { HoursEditor } from '#web/ui/hours-editor.js';
import { PinField } from '#web/ui/map/pin-field.js';
import { PhoneField } from '#web/ui/phone-field.js';
import { SectionCard } from '#web/ui/section-card.js';
import { SelectField } from '#web/ui/select-field.js';
import { TextField } from '#web/ui/text-field.js';
import { useSubmitProfileChange } from '../api/submit-profile-change';
import { t } from '../i18n';
import { descriptionLang } from '../lib/description-lang';
import { DescriptionField } from './description-field';

/** A field's error in the page's language (the schema's are the domain's English messages). */
const translatedMessage = (message: string | undefined) => message && translated(message);

/**
 * The profile edit form (spec 001 sections 2 and 5). Submitting asks an admin to
 * approve the fields that differ; the listing keeps its values until then.
 */
export function ProfileEditForm({
  business,
  onDone,
}: {
  business: PortalBusiness;
  onDone: () => void;
}) {
  const live = profileFormOf(business);
  const submit = useSubmitProfileChange();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<ProfileFieldsInput, unknown, ProfileFields>({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: live,
  });

  useEffect(() => setFocus('name'), [setFocus]);

  const values = watch();
  const limit = planOf(business.plan).descriptionLimit;
  const lengthOf = (name: DescriptionFieldName) => (values[name] ?? '').length;
  const overLimit = DESCRIPTION_FIELDS.some((name) => lengthOf(name) > limit);
  const changed = Object.keys(changedProfileFields(live, values)).length > 0;

  const cancel = () => {
    reset(live);
    onDone();
  };

  const onValid = (input: ProfileFields) =>
    submit.mutate(input, {
      onSuccess: () => {
        toast.success(translated(profileChangeMessages.submitted), {
          description: translated(profileChangeMessages.submittedDetail),
        });
        onDone();
      },
      onError: (error) => {
        // A refusal of the whole change, naming no field: nothing differs from the listing.
        if (isApiError(error) && error.code === 'validation' && !error.fields) {
          toast.info(translated(profileChangeMessages.noChanges), {
            description: t('portal.edit.alreadySaved'),
          });
          return;
        }
        toastFailure(
          translated(profileChangeMessages.submitFailed(error.message)),
          undefined,
          t('portal.error'),
        );
        setServerErrors(setError, error, PROFILE_FIELDS);
      },
    });

  const field = (name: ProfileField) => ({
    ...register(name),
    id: `profile-${name}`,
    label: translated(PROFILE_FIELD_LABELS[name]),
    error: translatedMessage(errors[name]?.message),
  });

  return (
    <SectionCard title={t('portal.edit.title')} description={t('portal.edit.description')}>
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-label={t('portal.edit.formLabel')}
        className="mt-5 flex flex-col gap-4"
      >
        <TextField {...field('name')} required autoComplete="organization" maxLength={120} />
        <SelectField
          {...field('category')}
          required
          emptyLabel={t('portal.edit.selectCategory')}
          options={categoryOptions()}
        />
        <TextField {...field('address')} autoComplete="street-address" maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField {...field('phone')} autoComplete="tel" />
          <EmailField {...field('email')} autoComplete="email" />
        </div>
        <TextField
          {...field('website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={200}
        />
        {DESCRIPTION_FIELDS.map((name) => (
          <DescriptionField
            key={name}
            {...field(name)}
            // The Spanish one is read, spell-checked and spoken as Spanish (the English one as English).
            lang={descriptionLang(name)}
            error={
              lengthOf(name) > limit
                ? translated(descriptionLimitMessage(business.plan, name))
                : translatedMessage(errors[name]?.message)
            }
            length={lengthOf(name)}
            limit={limit}
          />
        ))}
        <HoursEditor
          id="profile-hours"
          label={translated(PROFILE_FIELD_LABELS.hours)}
          value={values.hours ?? ''}
          onChange={(text) => setValue('hours', text, { shouldDirty: true, shouldValidate: true })}
          error={translatedMessage(errors.hours?.message)}
        />
        <PinField
          id="profile-location"
          label={translated(PROFILE_FIELD_LABELS.location)}
          value={values.location ?? ''}
          onChange={(location) =>
            setValue('location', location, { shouldDirty: true, shouldValidate: true })
          }
          error={translatedMessage(errors.location?.message)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={cancel} disabled={submit.isPending}>
            {t('portal.cancel')}
          </Button>
          {/* Not SubmitButton: this one is also disabled while nothing changed (spec 001 section 5). */}
          <Button type="submit" disabled={submit.isPending || !changed || overLimit}>
            <Send aria-hidden="true" />
            {submit.isPending ? t('portal.edit.submitting') : t('portal.edit.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
