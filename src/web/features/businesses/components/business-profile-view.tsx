import type { ReactNode } from 'react';
import type { BusinessProfile } from '#domain/businesses.js';
import { Container } from '#web/ui/container.js';
import { t } from '../i18n';
import { PhotoCarousel } from './photo-carousel';
import { ProfileAbout } from './profile-about';
import { ProfileActions } from './profile-actions';
import { ProfileHeader } from './profile-header';
import { ProfileInfoCard } from './profile-info-card';
import { ProfileMap } from './profile-map';

/**
 * A loaded profile. Phones read it top to bottom: photos, actions and contact card,
 * then the description. Wide screens keep the actions and contact card beside the
 * photos and description.
 */
export function BusinessProfileView({
  business,
  backButton,
  events,
  reviews,
  upkeep,
}: {
  business: BusinessProfile;
  backButton: ReactNode;
  /** The business's upcoming events, from the events feature (the route composes features). */
  events?: ReactNode;
  /** The Google reviews block, from the reviews feature (the route composes features). */
  reviews?: ReactNode;
  /** Closed notice, last confirmed and Report a problem, from the listing-upkeep feature. */
  upkeep?: ReactNode;
}) {
  const gold = business.featured;
  const photos = business.photos.length ? business.photos : [{ id: 'cover', url: business.image }];
  return (
    <article className="flex flex-col" data-plan={business.plan}>
      <ProfileHeader business={business} backButton={backButton} />
      <Container className="grid gap-6 py-6 sm:gap-8 sm:py-10 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="lg:col-span-2">
          <PhotoCarousel photos={photos} businessName={business.name} gold={gold} />
        </div>
        <aside
          aria-label={t('businesses.profile.contact')}
          className="flex flex-col gap-4 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          {upkeep}
          <ProfileActions business={business} />
          <ProfileInfoCard business={business} />
          <ProfileMap business={business} />
        </aside>
        <div className="flex flex-col gap-8 lg:col-span-2">
          <ProfileAbout business={business} />
          {events}
          {reviews}
        </div>
      </Container>
    </article>
  );
}
