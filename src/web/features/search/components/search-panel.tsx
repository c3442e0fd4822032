import { Info, LoaderCircle, Search, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { Button } from '../../../ui/button';

const selectClass =
  'h-12 w-full appearance-none rounded-xl border border-stone-300 bg-white bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10 pl-4 text-base text-stone-900 shadow-xs transition-colors hover:border-stone-400 focus-visible:border-brand-600 disabled:bg-stone-50 disabled:text-stone-500';

// A chevron drawn as a data URL (the CSP allows data: images), so the native select keeps its look.
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2378716c' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

export interface SearchPanelProps {
  categories: readonly string[];
  cities: readonly string[];
  category: string;
  city: string;
  onCategoryChange(value: string): void;
  onCityChange(value: string): void;
  onSearch(): void;
  onClear(): void;
  /** The Clear button shows only while results are displayed. */
  showClear: boolean;
  searching: boolean;
  /** Extra links under the tip (e.g. browse by city). */
  footer?: ReactNode;
}

/** Business Category and Location dropdowns, Search Now and (with results) Clear. */
export function SearchPanel(props: SearchPanelProps) {
  const { categories, cities, category, city, showClear, searching, footer } = props;
  const categoryRef = useRef<HTMLSelectElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch();
  };
  const clear = () => {
    props.onClear();
    // The Clear button goes away with the results; keep the keyboard in the form.
    categoryRef.current?.focus();
  };
  // A restored search may name a city before the list has loaded.
  const cityOptions = city && !cities.includes(city) ? [city, ...cities] : cities;
  return (
    <search aria-label="Find local businesses">
      <form
        onSubmit={submit}
        className="rounded-3xl border border-stone-200 bg-white p-5 shadow-xl shadow-stone-900/5 sm:p-6"
      >
        <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="search-category" className="text-sm font-semibold text-stone-800">
              Business Category
            </label>
            <select
              id="search-category"
              value={category}
              onChange={(e) => props.onCategoryChange(e.target.value)}
              className={selectClass}
              style={chevron}
            >
              <option value="">All categories</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="search-city" className="text-sm font-semibold text-stone-800">
              Location
            </label>
            <select
              id="search-city"
              value={city}
              onChange={(e) => props.onCityChange(e.target.value)}
              className={selectClass}
              style={chevron}
              aria-describedby="search-city-tip"
            >
              <option value="">All locations</option>
              {cityOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-3">
            <Button
              type="submit"
              variant="gold"
              size="lg"
              className="flex-1 md:flex-none"
              aria-busy={searching}
            >
              {searching ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Search aria-hidden="true" />
              )}
              Search Now
            </Button>
            {showClear ? (
              <Button type="button" variant="outline" size="lg" onClick={clear}>
                <X aria-hidden="true" />
                Clear
              </Button>
            ) : null}
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-3 border-t border-stone-100 pt-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p id="search-city-tip" className="flex items-start gap-2 text-stone-600">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              <span className="font-semibold text-stone-700">Tip:</span> Leave the city blank to
              search all locations.
            </span>
          </p>
          {footer}
        </div>
      </form>
    </search>
  );
}
