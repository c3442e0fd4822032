import { Clock, Globe, Mail, MapPin, Phone, Share2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { BusinessProfile, SocialNetwork } from '#domain/businesses.js';
import { safeExternalUrl, telHref } from '#web/lib/links.js';
import { Card } from '#web/ui/card.js';
import { ExternalLink } from '#web/ui/external-link.js';
import { countClick } from '../api/send-listing-click';
import { t } from '../i18n';
import { displayHost } from '../lib/profile-format';

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/**
 * The week, today and the open status (issue 29) load after the page is interactive:
 * the hours reader is the profile's one piece past its JS budget (e2e/bundle-budget).
 */
const OpeningHoursTable = lazy(() =>
  import('./opening-hours-table').then(({ OpeningHoursTable }) => ({ default: OpeningHoursTable })),
);

const linkClass =
  'font-medium break-words text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

function InfoRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Phone;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="flex items-center gap-3 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-1 min-w-0 pl-8 text-sm text-stone-800">{children}</dd>
    </div>
  );
}

/** A long address may wrap after the @ rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Address, phone and, when the plan shows them, website, e-mail, hours and social links. */
export function ProfileInfoCard({ business }: { business: BusinessProfile }) {
  const website = safeExternalUrl(business.website);
  const socials = Object.entries(business.socialLinks ?? {}).flatMap(([network, url]) => {
    const href = safeExternalUrl(url);
    const label = SOCIAL_LABELS[network as SocialNetwork];
    return href && label ? [{ network, href, label }] : [];
  });
  const street = business.address?.trim();
  const locality = [[business.city, business.state].filter(Boolean).join(', '), business.zipCode]
    .filter(Boolean)
    .join(' ');

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">
        {business.hours ? t('businesses.info.contactAndHours') : t('businesses.profile.contact')}
      </h2>
      <dl className="mt-4 divide-y divide-stone-100">
        {street || locality ? (
          <InfoRow icon={MapPin} label={t('businesses.info.address')}>
            <address className="not-italic">
              {street ? <span className="block">{street}</span> : null}
              {locality ? <span className="block">{locality}</span> : null}
            </address>
          </InfoRow>
        ) : null}
        {business.phone ? (
          <InfoRow icon={Phone} label={t('businesses.info.phone')}>
            <a
              href={telHref(business.phone)}
              className={linkClass}
              {...countClick(business.id, 'phone')}
            >
              {business.phone}
            </a>
          </InfoRow>
        ) : null}
        {website ? (
          <InfoRow icon={Globe} label={t('businesses.info.website')}>
            <ExternalLink
              href={website}
              className={linkClass}
              {...countClick(business.id, 'website')}
            >
              {displayHost(website)}
            </ExternalLink>
          </InfoRow>
        ) : null}
        {business.email ? (
          <InfoRow icon={Mail} label={t('businesses.info.email')}>
            <a
              href={`mailto:${business.email}`}
              className={linkClass}
              {...countClick(business.id, 'email')}
            >
              <EmailText email={business.email} />
            </a>
          </InfoRow>
        ) : null}
        {business.hours ? (
          <InfoRow icon={Clock} label={t('businesses.info.hours')}>
            <Suspense fallback={<p className="text-sm text-stone-800">{business.hours}</p>}>
              <OpeningHoursTable hours={business.hours} />
            </Suspense>
          </InfoRow>
        ) : null}
        {socials.length ? (
          <InfoRow icon={Share2} label={t('businesses.info.follow')}>
            <ul className="mt-1 flex flex-wrap gap-2">
              {socials.map((social) => (
                <li key={social.network}>
                  <ExternalLink
                    href={social.href}
                    className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
                  >
                    {social.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </InfoRow>
        ) : null}
      </dl>
    </Card>
  );
}
