import type { t } from '../../lib/common-i18n';
import { publicConfig } from '../../lib/public-config';

type LabelKey = Parameters<typeof t>[0];

export type NavItem =
  | { kind: 'internal'; label: LabelKey; to: string }
  | { kind: 'external'; label: LabelKey; href: string };

/** The header's links, shared by the desktop bar and the phone drawer. */
export const MAIN_NAV: NavItem[] = [
  { kind: 'internal', label: 'common.nav.jobs', to: '/jobs' },
  { kind: 'internal', label: 'common.nav.events', to: '/events' },
  { kind: 'external', label: 'common.nav.newsletter', href: publicConfig.newsletterUrl },
  { kind: 'internal', label: 'common.nav.about', to: '/about' },
  { kind: 'internal', label: 'common.nav.contact', to: '/contact' },
];
