import { format } from 'date-fns';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type GoogleReviewsSettings, reviewMessages, reviewsPlanName } from '#domain/reviews.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { Button } from '#web/ui/button.js';
import { DetailRow } from '#web/ui/detail-row.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { QueryView } from '#web/ui/query-view.js';
import { type ReviewsScope, useReviewSettings, useUnlinkPlace } from '../api/reviews';
import { problemOf } from '../lib/problem';
import { GooglePlaceLinkDialog } from './google-place-link-dialog';

const when = (iso: string) => format(new Date(iso), 'PPp');

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
      <Row label="Google place">
        <ExternalLink
          href={place.googleMapsUri}
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          {place.name}
        </ExternalLink>
      </Row>
      {place.address ? <Row label="Address">{place.address}</Row> : null}
      <Row label="Rating">
        {place.rating === null
          ? 'No rating yet'
          : `${place.rating.toFixed(1)} from ${place.userRatingCount.toLocaleString('en-US')} ratings`}
      </Row>
      <Row label="Reviews shown">
        {Math.min(place.reviewCount, settings.reviewsShown)} (the plan shows up to{' '}
        {settings.reviewsShown})
      </Row>
      <Row label="Last read">{place.fetchedAt ? when(place.fetchedAt) : 'Not read yet'}</Row>
      {place.lastError ? (
        <Row label="Last problem">
          <span role="alert" className="text-amber-900">
            {place.lastError}
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
      loadingLabel="Loading Google reviews..."
      errorMessage="We could not load the Google reviews settings."
    >
      {(data) => {
        if (!data.planAllows) {
          return (
            <p className="mt-4 text-sm text-stone-700">
              {reviewMessages.planRequired}{' '}
              {scope.kind === 'own' ? (
                <Link
                  to="/pricing"
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  See the {reviewsPlanName()} plan
                </Link>
              ) : null}
            </p>
          );
        }
        if (!data.configured) {
          return (
            <p role="status" className="mt-4 text-sm text-stone-700">
              {scope.kind === 'own'
                ? 'Google reviews are not available on this site yet.'
                : reviewMessages.notConfigured}
            </p>
          );
        }
        return (
          <>
            {data.place ? (
              <LinkedPlaceDetails settings={data} />
            ) : (
              <p className="mt-4 text-sm text-stone-700">
                {reviewMessages.notLinked} Link it to show its rating and up to {data.reviewsShown}{' '}
                reviews from Google on the profile.
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={() => setDialog('link')}>
                {data.place ? 'Change Google place' : 'Link Google place'}
              </Button>
              {data.place ? (
                <Button variant="outline" onClick={() => setDialog('unlink')}>
                  Unlink
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
                title="Unlink the Google place?"
                description="Its rating and reviews stop showing on the profile at once."
                confirmLabel="Unlink"
                pendingLabel="Unlinking..."
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
