import { MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useCities } from '#web/lib/cities.js';
import { LinkPair } from '#web/ui/link-pair.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { t } from '../i18n';

/** No business here yet: invite owners to get listed, and offer the cities that have some. */
export function CityEmptyState({ city, slug }: { city: string; slug: string }) {
  const cities = useCities();
  const others = (cities.data?.items ?? []).filter((c) => c.slug !== slug);
  return (
    <div className="flex flex-col gap-10">
      <StatusPanel
        icon={<Store aria-hidden="true" />}
        tone="gold"
        size="lg"
        title={t('cities.empty.title', { city })}
        className="max-w-2xl"
        actions={
          <LinkPair
            size="lg"
            main={{ to: '/business/login', label: t('cities.empty.getListed') }}
            other={{ to: '/pricing', label: t('cities.empty.seePlans') }}
          />
        }
      >
        {t('cities.empty.text')}
      </StatusPanel>
      {others.length ? (
        <section aria-labelledby="other-cities-heading" className="mx-auto w-full max-w-2xl">
          <h2
            id="other-cities-heading"
            className="text-center text-sm font-semibold tracking-wide text-stone-500 uppercase"
          >
            {t('cities.empty.others')}
          </h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/city/${other.slug}`}
                  className="inline-flex items-center gap-1.5 rounded-full border border-stone-200 bg-white px-3.5 py-1.5 text-sm font-medium text-stone-700 shadow-xs transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
                >
                  <MapPin aria-hidden="true" className="size-3.5 text-brand-600" />
                  {other.name}
                  <span className="text-stone-500">({other.businessCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
