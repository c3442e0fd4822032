import { publicConfig } from '../../lib/public-config';

export type NavItem =
  | { kind: 'internal'; label: string; to: string }
  | { kind: 'external'; label: string; href: string };

/** The header's links, shared by the desktop bar and the phone drawer. */
export const MAIN_NAV: NavItem[] = [
  { kind: 'internal', label: 'Jobs', to: '/jobs' },
  { kind: 'internal', label: 'Events', to: '/events' },
  { kind: 'external', label: 'Newsletter', href: publicConfig.newsletterUrl },
  { kind: 'internal', label: 'About', to: '/about' },
  { kind: 'internal', label: 'Contact Us', to: '/contact' },
];
