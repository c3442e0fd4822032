import { useEffect } from 'react';
import { documentTitle } from '#domain/routes.js';
import { translated } from './i18n';
import { publicConfig } from './public-config';

/**
 * Sets document.title to "{title} – BCS Local", or the site's default title when none is
 * given (in the page's language: its words are a domain message of messages.json). The
 * caller gives `title` in the page's language.
 */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    const whole = documentTitle(publicConfig.siteName, title);
    document.title = title ? whole : translated(whole);
  }, [title]);
}
