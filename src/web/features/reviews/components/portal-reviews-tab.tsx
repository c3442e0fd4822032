import { SectionCard } from '#web/ui/section-card.js';
import { t } from '../i18n';
import { GoogleReviewsSettingsView } from './google-reviews-settings';

/** The portal's Google Reviews tab. */
export function PortalReviewsTab() {
  return (
    <SectionCard
      id="portal-google-reviews-heading"
      title={t('reviews.heading')}
      description={t('reviews.tab.description')}
    >
      <GoogleReviewsSettingsView scope={{ kind: 'own' }} />
    </SectionCard>
  );
}
