import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { cameFromSearch } from '#web/lib/saved-search.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { t } from '../i18n';

/**
 * Both labels go home: the home page restores the saved search results itself
 * (spec 000 section 4 "Home").
 */
export function ProfileBackButton() {
  const [fromSearch] = useState(cameFromSearch);
  return (
    <ButtonLink variant="ghost" size="sm" className="-ml-3" to="/">
      <ArrowLeft aria-hidden="true" />
      {fromSearch ? t('businesses.profile.backToResults') : t('businesses.profile.backToHome')}
    </ButtonLink>
  );
}
