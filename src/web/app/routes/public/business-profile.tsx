import { lazy, Suspense, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { planOf } from '#domain/plans.js';
import { useBusinessProfile } from '#web/features/businesses/api/get-business-profile.js';
import { BusinessProfileView } from '#web/features/businesses/components/business-profile-view.js';
import { ProfileBackButton } from '#web/features/businesses/components/profile-back-button.js';
import { ProfileLoadError } from '#web/features/businesses/components/profile-load-error.js';
import { ProfileNotFound } from '#web/features/businesses/components/profile-not-found.js';
import { t } from '#web/features/businesses/i18n.js';
import { profileTitle, useProfileTitle } from '#web/features/businesses/lib/use-profile-title.js';
import { ListingUpkeepSlot } from '#web/features/listing-upkeep/components/listing-upkeep-slot.js';
import { GoogleReviewsBlock } from '#web/features/reviews/components/google-reviews-block.js';
import { isApiError } from '#web/lib/api-client.js';
import { Container } from '#web/ui/container.js';
import { LoadingState } from '#web/ui/spinner.js';

// A business's events load after the profile is interactive (they come with their own
// request anyway): with the hours, the map's place and the upkeep panel, the profile's
// first JS had reached its 170 KB budget (e2e/bundle-budget.spec.ts).
const BusinessEvents = lazy(() =>
  import('#web/features/events/components/business-events.js').then((m) => ({
    default: m.BusinessEvents,
  })),
);

export default function BusinessProfilePage() {
  const { businessId = '' } = useParams();
  const profile = useBusinessProfile(businessId);
  const notFound = isApiError(profile.error) && profile.error.status === 404;
  // Drawn in a deferred render, which React splits into short slices; until it has
  // caught up with this business, the loading state stands.
  const shown = useDeferredValue(profile.data);
  const business = shown && shown.id === profile.data?.id ? shown : undefined;

  useProfileTitle(
    profile.data
      ? profileTitle(profile.data)
      : notFound
        ? t('businesses.profile.notFound')
        : profile.isError
          ? t('businesses.profile.loadError')
          : null,
  );

  if (business) {
    return (
      <BusinessProfileView
        business={business}
        backButton={<ProfileBackButton />}
        events={
          // Only a plan with events has any to show: the others make no request.
          planOf(business.plan).eventsPerMonth > 0 ? (
            <Suspense fallback={null}>
              <BusinessEvents business={business.id} />
            </Suspense>
          ) : null
        }
        reviews={<GoogleReviewsBlock businessId={business.id} plan={business.plan} />}
        upkeep={<ListingUpkeepSlot business={business} />}
      />
    );
  }
  if (notFound) return <ProfileNotFound businessId={businessId} />;
  return (
    <>
      <Container className="pt-4">
        <ProfileBackButton />
      </Container>
      {profile.isError ? (
        <ProfileLoadError
          detail={profile.error.message}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        // A screen tall, like the page it stands for: the footer stays below the fold.
        <LoadingState
          label={t('businesses.profile.loading')}
          className="min-h-dvh items-start py-24"
        />
      )}
    </>
  );
}
