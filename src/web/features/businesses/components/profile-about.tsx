import { Check } from 'lucide-react';
import type { BusinessProfile } from '#domain/businesses.js';

/** The name-and-description block, and the services a business lists. */
export function ProfileAbout({ business }: { business: BusinessProfile }) {
  const paragraphs = (business.description ?? '')
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-semibold text-stone-900">
          About {business.name}
        </h2>
        {paragraphs.length ? (
          <div className="mt-3 flex flex-col gap-3 text-base leading-relaxed whitespace-pre-line text-stone-700">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="mt-3 text-stone-500">This business has not added a description yet.</p>
        )}
      </section>
      {business.descriptionEs ? (
        <section aria-labelledby="spanish-heading" lang="es">
          <h2 id="spanish-heading" className="text-xl font-semibold text-stone-900">
            En español
          </h2>
          <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-stone-700">
            {business.descriptionEs}
          </p>
        </section>
      ) : null}
      {business.services.length ? (
        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className="text-xl font-semibold text-stone-900">
            Services
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
