import { useEffect, useMemo, useState } from 'react';
import { eventMessages } from '#domain/events.js';
import { useCities } from '#web/lib/cities.js';
import { translated } from '#web/lib/i18n.js';
import { useFilterDraft } from '#web/lib/use-address-filters.js';
import { FilterCard } from '#web/ui/filter-card.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { SearchField } from '#web/ui/search-field.js';
import type { EventFilters as Filters } from '../api/events';
import { t } from '../i18n';

/**
 * The /events filter card: a city and a range of College Station days. The page keeps
 * the applied filters in its address; this form holds the draft until Apply Filters.
 */
export function EventFilters({
  applied,
  today,
  onApply,
}: {
  applied: Filters;
  /** The first day anyone can pick ('YYYY-MM-DD'): past events are gone. */
  today: string;
  onApply: (filters: Filters) => void;
}) {
  const [rangeError, setRangeError] = useState<string | null>(null);
  const { draft, setDraft, field } = useFilterDraft(applied, () => setRangeError(null));
  const cities = useCities();
  const cityNames = useMemo(() => cities.data?.items.map((city) => city.name) ?? [], [cities.data]);

  // Back and Forward change the address: the form follows.
  const { city, from, to } = applied;
  useEffect(() => setDraft({ city, from, to }), [city, from, to, setDraft]);

  const apply = () => {
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(eventMessages.dateRange);
      return;
    }
    onApply(draft);
  };
  const clear = () => {
    setRangeError(null);
    onApply({ city: '', from: '', to: '' });
  };

  return (
    <FilterCard label={t('events.filters.label')} columns={3} onApply={apply} onClear={clear}>
      <FilterSelect
        id="events-city"
        label={t('events.filters.city')}
        emptyLabel={t('events.filters.allCities')}
        options={cityNames}
        {...field('city')}
      />
      <SearchField
        id="events-from"
        label={t('events.filters.from')}
        type="date"
        min={today}
        {...field('from')}
      />
      <div className="flex flex-col gap-1.5">
        <SearchField
          id="events-to"
          label={t('events.filters.to')}
          type="date"
          min={draft.from || today}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? 'events-to-error' : undefined}
          {...field('to')}
        />
        {rangeError ? (
          <p id="events-to-error" className="text-sm text-red-700">
            {translated(rangeError)}
          </p>
        ) : null}
      </div>
    </FilterCard>
  );
}
