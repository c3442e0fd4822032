import { useFormContext } from 'react-hook-form';
import type { EventInput } from '#domain/event-schemas.js';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '#domain/events.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
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
  { name: 'startsAt', id: 'event-starts', label: 'Starts' },
  { name: 'endsAt', id: 'event-ends', label: 'Ends' },
] as const;

/** The event form's fields, in the form of <EventFormDialog> (its react-hook-form context). */
export function EventFormFields({ earliest }: { earliest: string }) {
  const form = useFormContext<EventInput>();
  const text = (name: TextName, id: string) => fieldProps(form, name, id);
  return (
    <>
      <TextField
        {...text('title', 'event-title')}
        label="Title"
        required
        maxLength={EVENT_TITLE_MAX}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...text('description', 'event-description')}
          label="Description"
          required
          rows={4}
          maxLength={EVENT_DESCRIPTION_MAX}
        />
      </div>
      {TIMES.map(({ name, id, label }) => (
        <TextField
          key={name}
          {...text(name, id)}
          label={label}
          type="datetime-local"
          required
          min={earliest}
          hint="College Station time"
        />
      ))}
      <TextField
        {...text('venue', 'event-venue')}
        label="Venue"
        required
        placeholder="Lake Bryan Park"
      />
      <TextField
        {...text('address', 'event-address')}
        label="Address"
        required
        placeholder="8200 Sandy Point Rd"
        autoComplete="street-address"
      />
      <TextField
        {...text('city', 'event-city')}
        label="City"
        required
        autoComplete="address-level2"
      />
      <TextField
        {...text('url', 'event-url')}
        label="Link"
        type="url"
        placeholder="https://"
        hint="Tickets or more details"
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
