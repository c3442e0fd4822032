import { Globe, type LucideIcon, Mail, Navigation, Phone } from 'lucide-react';
import type { BusinessProfile } from '#domain/businesses.js';
import { directionsUrl } from '#domain/directions.js';
import type { ClickKind } from '#domain/insights.js';
import { t as common } from '#web/lib/common-i18n.js';
import { safeExternalUrl, telHref } from '#web/lib/links.js';
import { Button } from '#web/ui/button.js';
import { countClick } from '../api/send-listing-click';
import { t } from '../i18n';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const ACTION = 'px-3 text-sm sm:text-base lg:text-sm';

/** Call, website, e-mail and directions; an action shows only when the plan shows its field. */
export function ProfileActions({ business }: { business: BusinessProfile }) {
  const gold = business.featured;
  // Each action with its address, none when the listing does not show the field.
  const actions: {
    kind: ClickKind;
    href: string | null;
    icon: LucideIcon;
    label: string;
    newTab?: boolean;
  }[] = [
    {
      kind: 'phone',
      href: business.phone ? telHref(business.phone) : null,
      icon: Phone,
      label: t('businesses.actions.call'),
    },
    {
      kind: 'website',
      href: safeExternalUrl(business.website),
      icon: Globe,
      label: t('businesses.actions.website'),
      newTab: true,
    },
    {
      kind: 'email',
      href: business.email ? `mailto:${business.email}` : null,
      icon: Mail,
      label: t('businesses.actions.email'),
    },
    {
      kind: 'directions',
      // The address, or the pin when there is no street address (decision 037).
      href: directionsUrl(business),
      icon: Navigation,
      label: t('businesses.actions.directions'),
      newTab: true,
    },
  ];
  return (
    // Two columns; an odd last action takes the whole row.
    <div className="grid grid-cols-2 gap-2 [&>*:last-child:nth-child(odd)]:col-span-2">
      {actions.map(({ kind, href, icon: Icon, label, newTab }) =>
        href ? (
          <Button
            key={kind}
            asChild
            variant={kind !== 'phone' ? 'outline' : gold ? 'gold' : 'primary'}
            size="lg"
            className={ACTION}
          >
            <a href={href} {...(newTab ? NEW_TAB : {})} {...countClick(business.id, kind)}>
              <Icon aria-hidden="true" />
              {label}
              {newTab ? <span className="sr-only"> {common('common.opensInNewTab')}</span> : null}
            </a>
          </Button>
        ) : null,
      )}
    </div>
  );
}
