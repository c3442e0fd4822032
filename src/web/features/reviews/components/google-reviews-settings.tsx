import { format } from 'date-fns';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type GoogleReviewsSettings, reviewMessages, reviewsPlanName } from '#domain/reviews.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { currentLanguage, formatDate, formatNumber, translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { DetailRow } from '#web/ui/detail-row.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { QueryView } from '#web/ui/query-view.js';
import { type ReviewsScope, useReviewSettings, useUnlinkPlace } from '../api/reviews';
import { t } from '../i18n';
import { problemOf } from '../lib/problem';
import { GooglePlaceLinkDialog } from './google-place-link-dialog';

/** 'Apr 29, 2026, 9:00 AM' (date-fns' English, as before), or the page's language's own. */
const when = (iso: string) =>
  currentLanguage() === 'en'
    ? format(new Date(iso), 'PPp')
    : formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailRow
      label={label}
      className="grid gap-1 py-1.5 text-sm sm:grid-cols-[10rem_1fr] sm:gap-3"
    >
      {children}
    </DetailRow>
  );
}

function LinkedPlaceDetails({ settings }: { settings: GoogleReviewsSettings }) {
  const place = settings.place;
  if (!place) return null;
  return (
    <dl className="mt-4 divide-y divide-stone-100">
      <Row label={t('reviews.settings.place')}>
        <ExternalLink
          href={place.googleMapsUri}
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          {place.name}
        </ExternalLink>
      </Row>
      {place.address ? <Row label={t('reviews.settings.address')}>{place.address}</Row> : null}
      <Row label={t('reviews.settings.rating')}>
        {place.rating === null
          ? t('reviews.settings.noRating')
          : t('reviews.settings.ratingValue', {
              rating: formatNumber(place.rating, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: place.userRatingCount,
            })}
      </Row>
      <Row label={t('reviews.settings.shown')}>
        {t('reviews.settings.shownValue', {
          shown: Math.min(place.reviewCount, settings.reviewsShown),
          max: settings.reviewsShown,
        })}
      </Row>
      <Row label={t('reviews.settings.lastRead')}>
        {place.fetchedAt ? when(place.fetchedAt) : t('reviews.settings.notRead')}
      </Row>
      {place.lastError ? (
        <Row label={t('reviews.settings.lastProblem')}>
          <span role="alert" className="text-amber-900">
            {translated(place.lastError)}
            {place.lastErrorAt ? (
              <span className="font-normal text-stone-600"> ({when(place.lastErrorAt)})</span>
            ) : null}
          </span>
        </Row>
      ) : null}
    </dl>
  );
}

/**
 * The Google reviews of one listing as its owner (portal tab) or an admin (a dialog of
 * the Businesses tab) manages them: the linked place and how its last daily read went,
 * with Link, Change and Unlink. On a plan without reviews, or on a server without a
 * key, it says so instead.
 */
export function GoogleReviewsSettingsView({ scope }: { scope: ReviewsScope }) {
  const settings = useReviewSettings(scope);
  const unlink = useUnlinkPlace(scope);
  const [dialog, setDialog] = useState<'link' | 'unlink' | null>(null);
  const close = () => setDialog(null);
  return (
    <QueryView
      query={settings}
      loadingLabel={t('reviews.settings.loading')}
      errorMessage={t('reviews.settings.loadFailed')}
    >
      {(data) => {
        if (!data.planAllows) {
          return (
            <p className="mt-4 text-sm text-stone-700">
              {translated(reviewMessages.planRequired)}{' '}
              {scope.kind === 'own' ? (
                <Link
                  to="/pricing"
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {t('reviews.settings.seePlan', { plan: reviewsPlanName() })}
                </Link>
              ) : null}
            </p>
          );
        }
        if (!data.configured) {
          return (
            <p role="status" className="mt-4 text-sm text-stone-700">
              {scope.kind === 'own'
                ? t('reviews.settings.unavailable')
                : translated(reviewMessages.notConfigured)}
            </p>
          );
        }
        return (
          <>
            {data.place ? (
              <LinkedPlaceDetails settings={data} />
            ) : (
              <p className="mt-4 text-sm text-stone-700">
                {translated(reviewMessages.notLinked)}{' '}
                {t('reviews.settings.linkPrompt', { count: data.reviewsShown })}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={() => setDialog('link')}>
                {data.place ? t('reviews.settings.change') : t('reviews.settings.link')}
              </Button>
              {data.place ? (
                <Button variant="outline" onClick={() => setDialog('unlink')}>
                  {t('reviews.settings.unlink')}
                </Button>
              ) : null}
            </div>
            {dialog === 'link' ? (
              <GooglePlaceLinkDialog
                scope={scope}
                businessName={data.businessName}
                suggestedQuery={data.suggestedQuery}
                onClose={close}
              />
            ) : null}
            {dialog === 'unlink' ? (
              <ConfirmDialog
                onClose={close}
                title={t('reviews.settings.unlinkTitle')}
                description={t('reviews.settings.unlinkDescription')}
                confirmLabel={t('reviews.settings.unlink')}
                pendingLabel={t('reviews.settings.unlinking')}
                pending={unlink.isPending}
                onConfirm={() =>
                  unlink.mutate(undefined, {
                    onSuccess: (outcome) => {
                      toast.success(outcome.message);
                      close();
                    },
                    onError: (error) => toastFailure(problemOf(error, reviewMessages.unlinkFailed)),
                  })
                }
              />
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}
