import { useState } from 'react';
import type { AdminBusiness } from '#domain/business-management.js';
import { richText } from '#web/lib/rich-text.js';
import { useDebouncedValue } from '#web/lib/use-debounced-value.js';
import { Button } from '#web/ui/button.js';
import { SearchField } from '#web/ui/search-field.js';
import { useBusinessSearch } from '../api/photos';
import { t } from '../i18n';

export interface PickedBusiness {
  id: string;
  name: string;
  city: string | null;
}

/** Finds a business by name, city or category and picks it; the choice can be changed. */
export function BusinessPicker({
  value,
  onChange,
}: {
  value: PickedBusiness | null;
  onChange: (business: PickedBusiness | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 300);
  const results = useBusinessSearch(search);

  if (value) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
        <p className="text-sm text-stone-800">
          {richText(t('photos.admin.uploadingTo', { businessName: value.name }), [
            <span key="name" className="font-semibold" />,
          ])}
          {value.city ? `, ${value.city}` : ''}
        </p>
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => onChange(null)}>
          {t('photos.admin.changeBusiness')}
        </Button>
      </div>
    );
  }

  const items: AdminBusiness[] = search.trim() ? (results.data?.items ?? []) : [];
  return (
    <div className="flex flex-col gap-1.5">
      <SearchField
        id="photo-business-search"
        label={t('photos.admin.business')}
        placeholder={t('photos.admin.searchPlaceholder')}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {search.trim() ? (
        results.isPending ? (
          <p className="text-sm text-stone-600">{t('photos.admin.searching')}</p>
        ) : items.length === 0 ? (
          <p role="status" className="text-sm text-stone-600">
            {t('photos.admin.noMatch', { search: search.trim() })}
          </p>
        ) : (
          <ul
            aria-label={t('photos.admin.matches')}
            className="divide-y divide-stone-200 rounded-lg ring-1 ring-stone-200"
          >
            {items.map((business) => (
              <li key={business.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 px-4 py-2.5 text-left text-sm hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  onClick={() =>
                    onChange({ id: business.id, name: business.name, city: business.city })
                  }
                >
                  <span className="font-medium text-stone-900">{business.name}</span>
                  <span className="text-stone-500">{business.city}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
