import type { ReactNode } from 'react';
import { googlePage } from './pages-i18n';

/** A link to one of Google's pages, in the reader's language; its words come from the message. */
export function GoogleLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={googlePage(href)}>{children}</a>;
}
