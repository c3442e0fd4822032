import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { placeSearchSchema } from '#domain/review-schemas.js';
import { type PlaceCandidate, reviewMessages } from '#domain/reviews.js';
import { richText } from '#web/lib/rich-text.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { Dialog } from '#web/ui/dialog.js';
import { DialogFooter } from '#web/ui/dialog-footer.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { TextField } from '#web/ui/text-field.js';
import { type ReviewsScope, useLinkPlace, useSearchPlaces } from '../api/reviews';
import { t } from '../i18n';
import { problemOf } from '../lib/problem';

/**
 * Finds the listing's place on Google by name and address and links the one chosen
 * (issue 26 point 3). The server reads the place's reviews before it saves the link,
 * so what Google refuses (a spent quota, an unknown place) is said here and nothing
 * changes.
 */
export function GooglePlaceLinkDialog({
  scope,
  businessName,
  suggestedQuery,
  onClose,
}: {
  scope: ReviewsScope;
  businessName: string;
  suggestedQuery: string;
  onClose: () => void;
}) {
  const search = useSearchPlaces(scope);
  const link = useLinkPlace(scope);
  const [chosen, setChosen] = useState<string | null>(null);
  const form = useSchemaForm(placeSearchSchema, { defaultValues: { query: suggestedQuery } });
  const candidates: PlaceCandidate[] | null = search.data?.candidates ?? null;
  const queryField = fieldProps(form, 'query', 'place-search-query');

  const find = form.handleSubmit(({ query }) => {
    setChosen(null);
    link.reset();
    search.mutate(query, {
      onSuccess: ({ candidates: found }) => {
        if (found.length === 1) setChosen(found[0].placeId);
      },
    });
  });
  const save = () => {
    if (!chosen) return;
    link.mutate(chosen, {
      onSuccess: (outcome) => {
        toast.success(outcome.message);
        onClose();
      },
    });
  };
  const problem = search.isError
    ? problemOf(search.error, reviewMessages.searchFailed)
    : link.isError
      ? problemOf(link.error, reviewMessages.linkFailed)
      : null;

  return (
    <Dialog
      onClose={onClose}
      title={t('reviews.link.title')}
      description={t('reviews.link.description', { businessName })}
      footer={
        <DialogFooter
          actionLabel={t('reviews.link.action')}
          pendingLabel={t('reviews.link.pending')}
          pending={link.isPending}
          disabled={!chosen || search.isPending}
          onAction={save}
          onCancel={onClose}
        />
      }
    >
      <div className="flex flex-col gap-5">
        <form onSubmit={find} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label={t('reviews.link.query')}
            required
            className="flex-1"
            autoComplete="off"
            {...queryField}
          />
          <Button type="submit" variant="outline" disabled={search.isPending}>
            {search.isPending ? t('reviews.link.searching') : t('reviews.link.search')}
          </Button>
        </form>
        {problem ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
          >
            {problem}
          </p>
        ) : null}
        {candidates && candidates.length === 0 ? (
          <p role="status" className="text-sm text-stone-700">
            {t('reviews.link.noneFound')}
          </p>
        ) : null}
        {candidates && candidates.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">
              {t('reviews.link.choose')}
            </legend>
            {candidates.map((place) => (
              <label
                key={place.placeId}
                className="flex items-start gap-3 rounded-lg px-3 py-2.5 text-sm ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-600"
              >
                <input
                  type="radio"
                  name="google-place"
                  value={place.placeId}
                  checked={chosen === place.placeId}
                  onChange={() => setChosen(place.placeId)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium break-words text-stone-900">{place.name}</span>
                  {place.address ? (
                    <span className="flex items-start gap-1 text-stone-600">
                      <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                      {place.address}
                    </span>
                  ) : null}
                  {place.googleMapsUri ? (
                    <ExternalLink
                      href={place.googleMapsUri}
                      className="text-brand-700 underline-offset-4 hover:underline"
                    >
                      {richText(t('reviews.link.viewPlace', { name: place.name }), [
                        <span key="name" className="sr-only" />,
                      ])}
                    </ExternalLink>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  );
}
