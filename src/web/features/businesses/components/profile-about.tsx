import { Check } from 'lucide-react';
import type { BusinessProfile } from '#domain/businesses.js';
import { descriptionForPage } from '#web/lib/directory-words.js';
import { currentLanguage } from '#web/lib/i18n.js';
import { t } from '../i18n';

/** An owner's text in paragraphs, as they typed them (a blank line between). */
function paragraphsOf(text: string | null): string[] {
  return (text ?? '')
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The name-and-description block, and the services a business lists. A Spanish page
 * shows the owner's Spanish description as the description, else the English one
 * marked as English (issue 28 point 5); an English page shows the English one, then
 * the Spanish one, when there is one, under 'En español'.
 */
export function ProfileAbout({ business }: { business: BusinessProfile }) {
  const description = descriptionForPage(business.description, business.descriptionEs);
  const paragraphs = paragraphsOf(description.text);
  const spanishBelow = currentLanguage() !== 'es' && business.descriptionEs?.trim();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-semibold text-stone-900">
          {t('businesses.profile.about', { name: business.name })}
        </h2>
        {paragraphs.length ? (
          <div
            lang={description.lang}
            className="mt-3 flex flex-col gap-3 text-base leading-relaxed whitespace-pre-line text-stone-700"
          >
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="mt-3 text-stone-500">{t('businesses.profile.noDescription')}</p>
        )}
      </section>
      {spanishBelow ? (
        <section aria-labelledby="spanish-heading" lang="es">
          <h2 id="spanish-heading" className="text-xl font-semibold text-stone-900">
            {t('businesses.profile.inSpanish')}
          </h2>
          <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-stone-700">
            {business.descriptionEs}
          </p>
        </section>
      ) : null}
      {business.services.length ? (
        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className="text-xl font-semibold text-stone-900">
            {t('businesses.profile.services')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {business.services.map((service) => (
              <li
                key={service}
                className="flex items-start gap-2 rounded-xl border border-stone-200 bg-white px-3 py-2.5 text-sm text-stone-800"
              >
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {service}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
