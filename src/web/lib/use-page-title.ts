import { useEffect } from 'react';
import { publicConfig } from './public-config';

export const DEFAULT_DOCUMENT_TITLE = 'BCS Local – Local businesses in Bryan / College Station, TX';

/** Sets document.title to "{title} – BCS Local", or the site's default title when none is given. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${publicConfig.siteName}` : DEFAULT_DOCUMENT_TITLE;
  }, [title]);
}
