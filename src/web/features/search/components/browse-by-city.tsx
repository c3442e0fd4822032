import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../i18n';

const CITIES = [
  { name: 'Bryan', slug: 'bryan' },
  { name: 'College Station', slug: 'college-station' },
];

/** Quick links to the two city pages, under the home search. */
export function BrowseByCity() {
  return (
    <nav aria-label={t('search.browseByCity.label')} className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-stone-600">{t('search.browseByCity.title')}</span>
      {CITIES.map((city) => (
        <Link
          key={city.slug}
          to={`/city/${city.slug}`}
          className="inline-flex items-center gap-1 rounded-full border border-stone-200 bg-stone-50 px-3 py-1 font-medium text-stone-700 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
        >
          <MapPin aria-hidden="true" className="size-3.5" />
          {city.name}
        </Link>
      ))}
    </nav>
  );
}
