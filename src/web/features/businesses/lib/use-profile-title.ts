import { useEffect } from 'react';
import { documentTitle } from '#domain/routes.js';
import { publicConfig } from '#web/lib/public-config.js';

/**
 * Like usePageTitle, but leaves the title alone until there is one: the server
 * already sent the profile's own title, and a 'loading' title would flicker.
 */
export function useProfileTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = documentTitle(publicConfig.siteName, title);
  }, [title]);
}
