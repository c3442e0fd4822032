import type { PlanId } from '#domain/plans.js';
import { PLANS } from '#domain/plans.js';
import type { GoogleReview, PublicGoogleReviews } from '#domain/reviews.js';
import { formatNumber } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { RatingStars } from '#web/ui/rating-stars.js';
import { usePublicReviews } from '../api/reviews';
import { t } from '../i18n';
import { reviewTimeOf } from '../lib/review-time';

/** Google's photos of authors are asked for without telling Google which page shows them. */
const NO_REFERRER = 'no-referrer';

function ReviewItem({ review }: { review: GoogleReview }) {
  const time = reviewTimeOf(review);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-center gap-3">
        {review.authorPhotoUri ? (
          <img
            src={review.authorPhotoUri}
            alt=""
            referrerPolicy={NO_REFERRER}
            loading="lazy"
            className="size-10 shrink-0 rounded-full bg-stone-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 font-semibold text-stone-600"
          >
            {review.authorName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="flex min-w-0 flex-col">
          {review.authorUri ? (
            <ExternalLink
              href={review.authorUri}
              showIcon={false}
              className="font-semibold break-words text-stone-900 underline-offset-4 hover:underline"
            >
              {review.authorName}
            </ExternalLink>
          ) : (
            <span className="font-semibold break-words text-stone-900">{review.authorName}</span>
          )}
          <span className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
            <RatingStars rating={review.rating} size="sm" />
            {time ? <span>{time}</span> : null}
          </span>
        </div>
      </div>
      {review.text ? (
        <p
          lang={review.languageCode ?? undefined}
          className="text-sm leading-relaxed break-words whitespace-pre-line text-stone-700"
        >
          {review.text}
        </p>
      ) : null}
    </li>
  );
}

/** The block itself, for a place the server answered with. */
export function GoogleReviewsList({ place }: { place: NonNullable<PublicGoogleReviews['place']> }) {
  return (
    <section aria-labelledby="google-reviews-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="google-reviews-heading" className="text-xl font-semibold text-stone-900">
            {t('reviews.heading')}
          </h2>
          {place.rating !== null ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
              <RatingStars rating={place.rating} />
              <span className="font-semibold text-stone-900">
                {formatNumber(place.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
              <span>{t('reviews.block.ratings', { count: place.userRatingCount })}</span>
            </p>
          ) : null}
        </div>
        <ExternalLink
          href={place.googleMapsUri}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('reviews.viewOnMaps')}
        </ExternalLink>
      </div>
      {place.reviews.length ? (
        <ul className="flex flex-col gap-3">
          {place.reviews.map((review, i) => (
            // Google gives reviews no id of their own in this answer; their order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <ReviewItem key={`${i}-${review.authorName}`} review={review} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t('reviews.block.none')}</p>
      )}
      {/* Google's attribution for its content shown without a Google map. */}
      <p className="text-xs text-stone-500">
        {richText(t('reviews.block.attribution'), [
          <span key="google" className="font-medium text-stone-700" />,
        ])}
      </p>
    </section>
  );
}

/**
 * A profile's Google reviews (issue 26 point 3): asked only for a plan that shows them;
 * nothing at all while loading, on a failure, or when the server has none to show,
 * so a visitor never sees an empty frame.
 */
export function GoogleReviewsBlock({ businessId, plan }: { businessId: string; plan: PlanId }) {
  const reviews = usePublicReviews(businessId, { enabled: PLANS[plan].googleReviews > 0 });
  const place = reviews.data?.place;
  return place ? <GoogleReviewsList place={place} /> : null;
}
