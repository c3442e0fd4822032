import { Globe, Mail, Navigation, Phone } from 'lucide-react';
import type { BusinessProfile } from '#domain/businesses.js';
import { addressLine } from '#domain/format.js';
import { safeExternalUrl, telHref } from '#web/lib/links.js';
import { Button } from '#web/ui/button.js';
import { countClick } from '../api/send-listing-click';
import { directionsUrl } from '../lib/profile-format';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const ACTION = 'px-3 text-sm sm:text-base lg:text-sm';

/** Call, website, e-mail and directions; an action shows only when the plan shows its field. */
export function ProfileActions({ business }: { business: BusinessProfile }) {
  const website = safeExternalUrl(business.website);
  const address = addressLine(business);
  const gold = business.featured;
  return (
    // Two columns; an odd last action takes the whole row.
    <div className="grid grid-cols-2 gap-2 [&>*:last-child:nth-child(odd)]:col-span-2">
      {business.phone ? (
        <Button asChild variant={gold ? 'gold' : 'primary'} size="lg" className={ACTION}>
          <a href={telHref(business.phone)} {...countClick(business.id, 'phone')}>
            <Phone aria-hidden="true" />
            Call Now
          </a>
        </Button>
      ) : null}
      {website ? (
        <Button asChild variant="outline" size="lg" className={ACTION}>
          <a href={website} {...NEW_TAB} {...countClick(business.id, 'website')}>
            <Globe aria-hidden="true" />
            Visit Website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
      {business.email ? (
        <Button asChild variant="outline" size="lg" className={ACTION}>
          <a href={`mailto:${business.email}`} {...countClick(business.id, 'email')}>
            <Mail aria-hidden="true" />
            Send Email
          </a>
        </Button>
      ) : null}
      {address ? (
        <Button asChild variant="outline" size="lg" className={ACTION}>
          <a href={directionsUrl(address)} {...NEW_TAB} {...countClick(business.id, 'directions')}>
            <Navigation aria-hidden="true" />
            Get Directions
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
    </div>
  );
}
