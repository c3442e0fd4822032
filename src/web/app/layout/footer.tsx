import { Link } from 'react-router';
import { publicConfig } from '../../lib/public-config';
import { Container } from '../../ui/container';
import { ExternalLink } from '../../ui/external-link';
import { Logo } from './logo';

const footerLink =
  'rounded text-sm text-stone-300 transition-colors hover:text-white focus-visible:outline-gold-300';

type FooterLink = { label: string; to: string } | { label: string; href: string };

const COLUMNS: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Explore',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Newsletter', href: publicConfig.newsletterUrl },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    heading: 'Sign in',
    links: [
      { label: 'Business Login', to: '/business/login' },
      { label: 'Admin', to: '/admin/login' },
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
            {publicConfig.tagline}
          </p>
          <p className="mt-2 max-w-xs text-sm text-stone-400">
            The directory of local small businesses in Bryan / College Station, Texas.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {column.heading}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className={footerLink}>
                      {link.label}
                    </Link>
                  ) : (
                    <ExternalLink href={link.href} className={footerLink}>
                      {link.label}
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
          <p>© {year} BCS Local. All rights reserved.</p>
          <p>
            Website design by{' '}
            <ExternalLink
              href={publicConfig.agencyUrl}
              showIcon={false}
              className={`${footerLink} underline underline-offset-4`}
            >
              {publicConfig.agencyName}
            </ExternalLink>
          </p>
        </Container>
      </div>
    </footer>
  );
}
