import { useFormContext } from 'react-hook-form';
import type { EventInput } from '#domain/event-schemas.js';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '#domain/events.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { t } from '../i18n';
import { EventAdmissionField } from './event-admission-field';
import { EventPhotoField } from './event-photo-field';

type TextName =
  | 'title'
  | 'description'
  | 'startsAt'
  | 'endsAt'
  | 'venue'
  | 'address'
  | 'city'
  | 'url';

/** The start and the end, alike but for their names. */
const TIMES = [
  { name: 'startsAt', id: 'event-starts', label: 'events.form.starts' },
  { name: 'endsAt', id: 'event-ends', label: 'events.form.ends' },
] as const;

/** The event form's fields, in the form of <EventFormDialog> (its react-hook-form context). */
export function EventFormFields({ earliest }: { earliest: string }) {
  const form = useFormContext<EventInput>();
  const text = (name: TextName, id: string) => fieldProps(form, name, id);
  return (
    <>
      <TextField
        {...text('title', 'event-title')}
        label={t('events.form.title')}
        required
        maxLength={EVENT_TITLE_MAX}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...text('description', 'event-description')}
          label={t('events.form.description')}
          required
          rows={4}
          maxLength={EVENT_DESCRIPTION_MAX}
        />
      </div>
      {TIMES.map(({ name, id, label }) => (
        <TextField
          key={name}
          {...text(name, id)}
          label={t(label)}
          type="datetime-local"
          required
          min={earliest}
          hint={t('events.form.localTime')}
        />
      ))}
      <TextField
        {...text('venue', 'event-venue')}
        label={t('events.form.venue')}
        required
        placeholder={t('events.form.venueExample')}
      />
      <TextField
        {...text('address', 'event-address')}
        label={t('events.form.address')}
        required
        placeholder={t('events.form.addressExample')}
        autoComplete="street-address"
      />
      <TextField
        {...text('city', 'event-city')}
        label={t('events.form.city')}
        required
        autoComplete="address-level2"
      />
      <TextField
        {...text('url', 'event-url')}
        label={t('events.form.link')}
        type="url"
        placeholder={t('events.form.linkExample')}
        hint={t('events.form.linkHint')}
      />
      <div className="sm:col-span-2">
        <EventAdmissionField />
      </div>
      <div className="sm:col-span-2">
        <EventPhotoField />
      </div>
    </>
  );
}
