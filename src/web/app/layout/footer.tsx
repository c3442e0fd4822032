import { Link } from 'react-router';
import { t } from '../../lib/common-i18n';
import { translated } from '../../lib/i18n';
import { publicConfig } from '../../lib/public-config';
import { richText } from '../../lib/rich-text';
import { Container } from '../../ui/container';
import { ExternalLink } from '../../ui/external-link';
import { Logo } from './logo';

const footerLink =
  'rounded text-sm text-stone-300 transition-colors hover:text-white focus-visible:outline-gold-300';

type LabelKey = Parameters<typeof t>[0];
type FooterLink = { label: LabelKey; to: string } | { label: LabelKey; href: string };

const COLUMNS: { heading: LabelKey; links: FooterLink[] }[] = [
  {
    heading: 'common.footer.explore',
    links: [
      { label: 'common.nav.about', to: '/about' },
      { label: 'common.footer.contact', to: '/contact' },
      { label: 'common.footer.pricing', to: '/pricing' },
      { label: 'common.nav.newsletter', href: publicConfig.newsletterUrl },
    ],
  },
  {
    heading: 'common.footer.legal',
    links: [
      { label: 'common.footer.terms', to: '/terms-of-service' },
      { label: 'common.footer.privacy', to: '/privacy-policy' },
    ],
  },
  {
    heading: 'common.footer.signIn',
    links: [
      { label: 'common.footer.businessLogin', to: '/business/login' },
      { label: 'common.footer.admin', to: '/admin/login' },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-brand-950 text-stone-300">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <Logo tone="light" className="focus-visible:outline-gold-300" />
          <p className="mt-4 max-w-xs text-base font-medium text-gold-200">
            {translated(publicConfig.tagline)}
          </p>
          <p className="mt-2 max-w-xs text-sm text-stone-400">{t('common.footer.about')}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t(column.heading)}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className={footerLink}>
                      {t(link.label)}
                    </Link>
                  ) : (
                    <ExternalLink href={link.href} className={footerLink}>
                      {t(link.label)}
                    </ExternalLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('common.footer.rights', { year, siteName: publicConfig.siteName })}</p>
          <p>
            {richText(t('common.footer.designBy', { agency: publicConfig.agencyName }), [
              <ExternalLink
                key="agency"
                href={publicConfig.agencyUrl}
                showIcon={false}
                className={`${footerLink} underline underline-offset-4`}
              />,
            ])}
          </p>
        </Container>
      </div>
    </footer>
  );
}
