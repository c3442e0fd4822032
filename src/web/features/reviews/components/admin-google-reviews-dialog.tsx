import { Dialog } from '#web/ui/dialog.js';
import { t } from '../i18n';
import { GoogleReviewsSettingsView } from './google-reviews-settings';

/** The Businesses tab's Google Reviews dialog: one listing's link, as its owner sees it. */
export function AdminGoogleReviewsDialog({
  business,
  onClose,
}: {
  business: { id: string; name: string };
  onClose: () => void;
}) {
  return (
    <Dialog onClose={onClose} title={t('reviews.admin.title', { businessName: business.name })}>
      <GoogleReviewsSettingsView scope={{ kind: 'admin', businessId: business.id }} />
    </Dialog>
  );
}
