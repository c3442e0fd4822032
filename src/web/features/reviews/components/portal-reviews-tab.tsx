import { SectionCard } from '#web/ui/section-card.js';
import { GoogleReviewsSettingsView } from './google-reviews-settings';

/** The portal's Google Reviews tab. */
export function PortalReviewsTab() {
  return (
    <SectionCard
      id="portal-google-reviews-heading"
      title="Google reviews"
      description="Your rating and latest reviews from Google, shown on your profile and read again every day."
    >
      <GoogleReviewsSettingsView scope={{ kind: 'own' }} />
    </SectionCard>
  );
}
