import { Languages } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LANGUAGE_OFFERS, type Language, preferredLanguage } from '#domain/languages.js';
import { currentLanguage } from '../../lib/i18n';
import { Button } from '../../ui/button';
import {
  languageChosen,
  rememberLanguage,
  switchLanguage,
  useCurrentPageIn,
} from './language-switch';

/**
 * The other language when this browser prefers it and the visitor has not chosen yet
 * (no `lang` cookie); null otherwise. Read after the first render: the server sends
 * every visitor the same page, crawlers included, and never redirects on a browser's
 * language (issue 28 point 3).
 */
function languageToOffer(): Language | null {
  if (languageChosen()) return null;
  const wanted = preferredLanguage(navigator.languages.join(','));
  return wanted && wanted !== currentLanguage() ? wanted : null;
}

/**
 * A first visit from a browser that prefers the other language: a small card, in that
 * language, offering the same page in it. Either answer is remembered (the cookie), so
 * it asks once. It floats over the page's corner instead of pushing the page down.
 */
export function LanguageOffer() {
  const [offer, setOffer] = useState<Language | null>(null);
  const href = useCurrentPageIn(offer ?? currentLanguage());
  const textId = useId();
  useEffect(() => setOffer(languageToOffer()), []);
  if (!offer) return null;
  const words = LANGUAGE_OFFERS[offer];
  const dismiss = () => {
    rememberLanguage(currentLanguage());
    setOffer(null);
  };
  return (
    <aside
      lang={offer}
      aria-labelledby={textId}
      className="fixed inset-x-3 bottom-3 z-50 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm"
    >
      <p id={textId} className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <Languages aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {words.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void switchLanguage(offer, href)}>
          {words.accept}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {words.dismiss}
        </Button>
      </div>
    </aside>
  );
}
