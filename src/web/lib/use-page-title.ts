import { useEffect } from 'react';
import { documentTitle } from '#domain/routes.js';
import { publicConfig } from './public-config';

/** Sets document.title to "{title} – BCS Local", or the site's default title when none is given. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(publicConfig.siteName, title);
  }, [title]);
}
