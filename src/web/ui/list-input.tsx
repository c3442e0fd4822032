import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { t } from '../lib/common-i18n';
import { translated } from '../lib/i18n';
import { Button } from './button';
import { FilterField } from './filter-field';
import { inputClassName } from './form-field';

/**
 * A list typed one item at a time: Enter or the plus button adds the trimmed
 * text (blanks are ignored), each item has its own remove button.
 */
export function ListInput({
  id,
  label,
  placeholder,
  items,
  onChange,
  error,
}: {
  id: string;
  label: string;
  placeholder?: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const item = draft.trim();
    if (item && !items.includes(item)) onChange([...items, item]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <FilterField id={id} label={label}>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClassName}
          placeholder={placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('common.list.add', { list: label })}
          onClick={add}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {items.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-md bg-stone-100 py-0.5 pr-1 pl-2 text-sm text-stone-800"
            >
              {item}
              <button
                type="button"
                aria-label={t('common.list.remove', { item })}
                className="rounded p-0.5 text-stone-500 hover:bg-stone-200 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => onChange(items.filter((i) => i !== item))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {translated(error)}
        </p>
      ) : null}
    </FilterField>
  );
}
