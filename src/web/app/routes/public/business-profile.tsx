import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { profilePageTitle } from '../../../../domain/businesses';
import { planOf } from '../../../../domain/plans';
import { useBusinessProfile } from '../../../features/businesses/api/get-business-profile';
import { BusinessProfileView } from '../../../features/businesses/components/business-profile-view';
import { ProfileBackButton } from '../../../features/businesses/components/profile-back-button';
import { ProfileLoadError } from '../../../features/businesses/components/profile-load-error';
import { ProfileNotFound } from '../../../features/businesses/components/profile-not-found';
import { useProfileTitle } from '../../../features/businesses/lib/use-profile-title';
import { BusinessEvents } from '../../../features/events/components/business-events';
import { isApiError } from '../../../lib/api-client';
import { Container } from '../../../ui/container';
import { LoadingState } from '../../../ui/spinner';

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
      ? profilePageTitle(profile.data)
      : notFound
        ? 'Business Not Found'
        : profile.isError
          ? 'Error loading business profile'
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
            <BusinessEvents business={business.id} />
          ) : null
        }
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
        <LoadingState label="Loading business profile..." className="min-h-dvh items-start py-24" />
      )}
    </>
  );
}
