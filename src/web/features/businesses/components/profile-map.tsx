import type { BusinessProfile } from '#domain/businesses.js';
import { Card } from '#web/ui/card.js';
import { MapSlot } from '#web/ui/map/map-slot.js';
import { t } from '../i18n';

/**
 * The profile's 'Location' card (issue 29 point 3, decision 037): the business on a
 * map, whose code loads when the card comes into view; nothing at all without
 * coordinates. 'Get directions' is among the profile's actions.
 */
export function ProfileMap({ business }: { business: BusinessProfile }) {
  const { latitude, longitude } = business;
  if (latitude == null || longitude == null) return null;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="profile-location">
      <h2 id="profile-location" className="text-lg font-semibold text-stone-900">
        {t('businesses.map.heading')}
      </h2>
      <MapSlot
        className="mt-4 h-64 sm:h-72"
        label={t('businesses.map.label', { name: business.name })}
        markers={[{ id: business.id, latitude, longitude, title: business.name }]}
      />
    </Card>
  );
}
