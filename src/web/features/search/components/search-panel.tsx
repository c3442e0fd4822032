import { Info, LoaderCircle, Search, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { categoryName } from '#web/lib/directory-words.js';
import { richText } from '#web/lib/rich-text.js';
import { Button } from '#web/ui/button.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { t } from '../i18n';

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
  return (
    <search aria-label={t('search.panel.label')}>
      <form
        onSubmit={submit}
        className="rounded-3xl border border-stone-200 bg-white p-5 shadow-xl shadow-stone-900/5 sm:p-6"
      >
        <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
          <FilterSelect
            ref={categoryRef}
            id="search-category"
            label={t('search.panel.category')}
            emptyLabel={t('search.allCategories')}
            options={categories.map((value) => ({ value, label: categoryName(value) }))}
            value={category}
            onChange={(e) => props.onCategoryChange(e.target.value)}
          />
          <FilterSelect
            id="search-city"
            label={t('search.panel.location')}
            emptyLabel={t('search.allLocations')}
            options={cities}
            value={city}
            onChange={(e) => props.onCityChange(e.target.value)}
            aria-describedby="search-city-tip"
          />
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
              {t('search.panel.submit')}
            </Button>
            {showClear ? (
              <Button type="button" variant="outline" size="lg" onClick={clear}>
                <X aria-hidden="true" />
                {t('search.panel.clear')}
              </Button>
            ) : null}
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-3 border-t border-stone-100 pt-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p id="search-city-tip" className="flex items-start gap-2 text-stone-600">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              {richText(t('search.panel.tip'), [
                <span key="tip" className="font-semibold text-stone-700" />,
              ])}
            </span>
          </p>
          {footer}
        </div>
      </form>
    </search>
  );
}
