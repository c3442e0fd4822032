import { Building2, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { businessPath, type Suggestion } from '#domain/businesses.js';
import { SUGGESTION_MIN_LENGTH } from '#domain/search.js';
import { categoryName } from '#web/lib/directory-words.js';
import { toast } from '#web/lib/toast.js';
import { useDebouncedValue } from '#web/lib/use-debounced-value.js';
import { FilterField } from '#web/ui/filter-field.js';
import { useSuggestions } from '../api/get-suggestions';
import { t } from '../i18n';
import { SUGGESTION_ERROR } from '../lib/search-messages';

const DEBOUNCE_MS = 250;

export interface BusinessSuggestInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}

function place(s: Suggestion): string {
  const where = [s.city, s.state].filter(Boolean).join(', ');
  return [s.category && categoryName(s.category), where].filter(Boolean).join(' · ');
}

/**
 * A text box that suggests businesses by name, category or city while the visitor
 * types (ARIA 1.2 combobox with a listbox). Arrow keys move through the
 * suggestions, Enter opens the highlighted business, Escape closes the list; Enter
 * with nothing highlighted submits the surrounding form.
 */
export function BusinessSuggestInput({
  id,
  label,
  value,
  onChange,
  placeholder,
}: BusinessSuggestInputProps) {
  const navigate = useNavigate();
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!suggestions.isError) return;
    toast.error(SUGGESTION_ERROR.title, { description: SUGGESTION_ERROR.description });
  }, [suggestions.isError]);

  const items =
    typed.length >= SUGGESTION_MIN_LENGTH && !suggestions.isError
      ? (suggestions.data?.items ?? [])
      : [];
  const expanded = open && items.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    navigate(businessPath(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FilterField id={id} label={label} className="relative">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-400"
        />
        <input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={value}
          placeholder={placeholder}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-11 text-base text-stone-900 shadow-xs placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-brand-600"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggest.listLabel')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1.5 shadow-xl"
      >
        {items.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox (aria-activedescendant)
          <div
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keep focus in the text box so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseEnter={() => setActive(index)}
            className="flex cursor-pointer items-center gap-3 px-3 py-2 aria-selected:bg-brand-50"
          >
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-stone-900">
                {suggestion.name}
              </span>
              <span className="block truncate text-xs text-stone-500">{place(suggestion)}</span>
            </span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? t('search.suggest.available', { count: items.length }) : ''}
      </p>
    </FilterField>
  );
}
