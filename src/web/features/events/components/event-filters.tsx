import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { eventMessages } from '#domain/events.js';
import { useCities } from '#web/lib/cities.js';
import { Button } from '#web/ui/button.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { SearchField } from '#web/ui/search-field.js';
import type { EventFilters as Filters } from '../api/events';

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
  const [draft, setDraft] = useState(applied);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const cities = useCities();
  const cityNames = useMemo(() => cities.data?.items.map((city) => city.name) ?? [], [cities.data]);
  const set = (key: keyof Filters) => (value: string) => {
    setRangeError(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };

  // Back and Forward change the address: the form follows.
  const { city, from, to } = applied;
  useEffect(() => setDraft({ city, from, to }), [city, from, to]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
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
    <search aria-label="Filter events">
      <form
        onSubmit={apply}
        noValidate
        className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:grid-cols-3"
      >
        <FilterSelect
          id="events-city"
          label="City"
          emptyLabel="All cities"
          options={cityNames}
          value={draft.city}
          onChange={(e) => set('city')(e.target.value)}
        />
        <SearchField
          id="events-from"
          label="From"
          type="date"
          min={today}
          value={draft.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <SearchField
            id="events-to"
            label="To"
            type="date"
            min={draft.from || today}
            value={draft.to}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? 'events-to-error' : undefined}
            onChange={(e) => set('to')(e.target.value)}
          />
          {rangeError ? (
            <p id="events-to-error" className="text-sm text-red-700">
              {rangeError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-3">
          <Button type="submit">
            <Search aria-hidden="true" />
            Apply Filters
          </Button>
          <Button type="button" variant="outline" onClick={clear}>
            Clear All
          </Button>
        </div>
      </form>
    </search>
  );
}
