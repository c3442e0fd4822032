import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { type EventInput, eventInputSchema } from '#domain/event-schemas.js';
import { eventMessages, type ManagedEvent } from '#domain/events.js';
import { localDateTimeOf } from '#domain/time.js';
import { fieldErrorOf, isApiError } from '#web/lib/api-client.js';
import { closeOnSuccess } from '#web/lib/close-on-success.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { setServerErrors, useSchemaForm } from '#web/lib/schema-form.js';
import { FormDialog } from '#web/ui/dialog.js';
import { useSaveEvent } from '../api/events';
import { t } from '../i18n';
import { EventFormFields } from './event-form-fields';

const FIELDS = [
  'title',
  'description',
  'startsAt',
  'endsAt',
  'venue',
  'address',
  'city',
  'url',
  'photoId',
  'price',
] as const satisfies readonly (keyof EventInput)[];

/** The form element's id and layout (named here: the words check reads only readers' words). */
const FORM_ID = 'event-form';
const FORM_CLASS = 'grid gap-4 sm:grid-cols-2';

/** The form as it opens: the event's values in College Station time, or a new event's blanks. */
function valuesOf(event?: ManagedEvent): EventInput {
  const cents = event?.priceCents ?? null;
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    startsAt: event ? localDateTimeOf(new Date(event.startsAt)) : '',
    endsAt: event?.endsAt ? localDateTimeOf(new Date(event.endsAt)) : '',
    venue: event?.venue ?? '',
    address: event?.address ?? '',
    city: event?.city ?? 'College Station',
    url: event?.url ?? '',
    photoId: event?.photoId ?? '',
    admission: cents === null ? 'unstated' : cents === 0 ? 'free' : 'paid',
    price: cents ? (cents / 100).toFixed(2) : '',
  };
}

/**
 * Add Event, or edit one (an approved event then waits for review again). A refusal
 * about a field shows under it; one about the plan's allowance (a month taken, too
 * many events) stays at the top of the form while the owner picks another date.
 */
export function EventFormDialog({ event, onClose }: { event?: ManagedEvent; onClose: () => void }) {
  const defaultValues = valuesOf(event);
  const form = useSchemaForm(eventInputSchema, { defaultValues });
  const save = useSaveEvent();
  const [refusal, setRefusal] = useState<string | null>(null);
  const earliest = localDateTimeOf(new Date());

  const submit = form.handleSubmit((input) => {
    setRefusal(null);
    save.mutate(
      { id: event?.id, input },
      closeOnSuccess(onClose, (error) => {
        const byField = FIELDS.some((name) => fieldErrorOf(error, name));
        if (isApiError(error) && error.status >= 400 && error.status < 500 && !byField) {
          setRefusal(error.message);
          return;
        }
        toastFailure(
          translated(event ? eventMessages.updateFailed : eventMessages.createFailed),
          error,
        );
        setServerErrors(form.setError, error, FIELDS);
      }),
    );
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        title={t(event ? 'events.form.editTitle' : 'events.form.addTitle')}
        description={t(
          event?.status === 'approved' ? 'events.form.editApproved' : 'events.form.listedOnce',
        )}
        className="max-w-2xl"
        formId={FORM_ID}
        onSubmit={submit}
        formClassName={FORM_CLASS}
        actionLabel={t(event ? 'events.form.save' : 'events.form.submit')}
        pending={save.isPending}
      >
        {refusal ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200 sm:col-span-2"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {refusal}
          </p>
        ) : null}
        <EventFormFields earliest={earliest} />
      </FormDialog>
    </FormProvider>
  );
}
