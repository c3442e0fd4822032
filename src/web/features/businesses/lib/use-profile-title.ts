import { useEffect } from 'react';
import { documentTitle } from '#domain/routes.js';
import { categoryName } from '#web/lib/directory-words.js';
import { publicConfig } from '#web/lib/public-config.js';
import { t } from '../i18n';

/**
 * A profile's page title in the page's language: 'Joe's · Plumbers in Bryan', as
 * profilePageTitle (#domain/businesses) writes it for the server's HTML head.
 */
export function profileTitle(business: {
  name: string;
  category: string | null;
  city: string | null;
}): string {
  const { name, city } = business;
  const category = business.category ? categoryName(business.category) : null;
  if (category && city) return t('businesses.profile.titleKind', { name, category, city });
  const what = category ?? city;
  return what ? t('businesses.profile.titleOne', { name, what }) : name;
}

/**
 * Like usePageTitle, but leaves the title alone until there is one: the server
 * already sent the profile's own title, and a 'loading' title would flicker.
 */
export function useProfileTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = documentTitle(publicConfig.siteName, title);
  }, [title]);
}
