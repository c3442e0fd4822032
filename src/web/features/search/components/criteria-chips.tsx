import { MapPin, Tag } from 'lucide-react';
import { categoryName } from '#web/lib/directory-words.js';
import { t } from '../i18n';

const chip =
  'inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-xs font-medium text-stone-700 ring-1 ring-stone-200';

/** What the results were searched for; a blank choice reads as "all". */
export function CriteriaChips({ category, city }: { category: string; city: string }) {
  return (
    <ul aria-label={t('search.criteria.label')} className="mt-3 flex flex-wrap gap-2">
      <li className={chip}>
        <Tag aria-hidden="true" className="size-3.5 text-brand-600" />
        {category ? categoryName(category) : t('search.allCategories')}
      </li>
      <li className={chip}>
        <MapPin aria-hidden="true" className="size-3.5 text-brand-600" />
        {city || t('search.allLocations')}
      </li>
    </ul>
  );
}
