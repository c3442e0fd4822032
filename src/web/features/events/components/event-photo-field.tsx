import { ImageOff } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { EventInput } from '#domain/event-schemas.js';
import { translated } from '#web/lib/i18n.js';
import { useEventPhotoChoices } from '../api/events';
import { t } from '../i18n';
import { OptionalLegend } from './optional-legend';

const tile =
  'flex cursor-pointer flex-col items-center gap-1 rounded-xl p-1.5 text-xs text-stone-700 ring-1 ring-stone-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

/** The event's picture: none, or one of the listing's approved photos. */
export function EventPhotoField() {
  const form = useFormContext<EventInput>();
  const photos = useEventPhotoChoices();
  const error = form.formState.errors.photoId?.message;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? 'event-photo-error' : 'event-photo-hint'}
    >
      <OptionalLegend>{t('events.form.image')}</OptionalLegend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        <label className={tile}>
          <input type="radio" value="" className="sr-only" {...form.register('photoId')} />
          <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-stone-100 text-stone-500">
            <ImageOff aria-hidden="true" className="size-6" />
          </span>
          {t('events.form.noImage')}
        </label>
        {(photos.data ?? []).map((photo) => (
          <label key={photo.id} className={tile}>
            <input
              type="radio"
              value={photo.id}
              className="sr-only"
              {...form.register('photoId')}
            />
            <img
              src={photo.thumbnailUrl}
              alt=""
              className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
            />
            <span className="w-full truncate text-center" title={photo.fileName}>
              {photo.fileName}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="event-photo-error" className="text-sm text-red-700">
          {translated(error)}
        </p>
      ) : (
        <p id="event-photo-hint" className="text-xs text-stone-500">
          {t(
            photos.isPending
              ? 'events.form.photosLoading'
              : photos.isError
                ? 'events.form.photosFailed'
                : photos.data.length === 0
                  ? 'events.form.photosNone'
                  : 'events.form.photosChoose',
          )}
        </p>
      )}
    </fieldset>
  );
}
