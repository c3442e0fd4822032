import { Clock, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { CityBusiness } from '#domain/cities.js';
import { addressLine } from '#domain/format.js';
import { cn } from '#web/lib/cn.js';
import { safeExternalUrl, telHref } from '#web/lib/links.js';
import { richText } from '#web/lib/rich-text.js';
import { DistanceLine } from '#web/ui/map/near-me-button.js';
import { OpenStatusBadge } from '#web/ui/open-status.js';
import { t } from '../i18n';

// Links inside the card sit above the card-wide profile link.
const innerLink =
  'relative z-10 font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

/** Address, phone, hours, website and e-mail: each only when the plan shows it. */
export function CityCardContacts({ business }: { business: CityBusiness }) {
  const website = safeExternalUrl(business.website);
  const address = addressLine(business);
  return (
    <ul className="flex flex-col gap-1.5 border-t border-stone-100 pt-3 text-sm text-stone-700">
      {business.distanceMiles !== undefined ? (
        <li>
          <DistanceLine miles={business.distanceMiles} className="gap-2" />
        </li>
      ) : null}
      {address ? (
        <li className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
          <span>{address}</span>
        </li>
      ) : null}
      {business.phone ? (
        <li className="flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
          <a href={telHref(business.phone)} className={innerLink}>
            {business.phone}
          </a>
        </li>
      ) : null}
      {business.hours ? (
        <li className="flex flex-col gap-0.5">
          <OpenStatusBadge hours={business.hours} />
          <span className="flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
            <span>{business.hours}</span>
          </span>
        </li>
      ) : null}
      {website || business.email ? (
        <li className="flex flex-wrap gap-x-4 gap-y-1.5">
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(innerLink, 'inline-flex items-center gap-1.5')}
            >
              <Globe aria-hidden="true" className="size-4" />
              {richText(t('cities.card.website', { name: business.name }), [
                <span key="name" className="sr-only" />,
              ])}
            </a>
          ) : null}
          {business.email ? (
            <a
              href={`mailto:${business.email}`}
              className={cn(innerLink, 'inline-flex min-w-0 items-center gap-1.5')}
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{business.email}</span>
            </a>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}
