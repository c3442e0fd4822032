import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { t } from '../lib/common-i18n';
import { Button } from './button';

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;
const BUTTON_ROW = { 2: 'sm:col-span-2', 3: 'sm:col-span-3' } as const;

/**
 * A public list's filter card (jobs, events): the fields in a grid, then Apply Filters
 * and Clear All on their own row. The caller keeps the draft; the card only submits.
 */
export function FilterCard({
  label,
  columns,
  onApply,
  onClear,
  children,
}: {
  /** The search landmark's name: 'Filter jobs'. */
  label: string;
  columns: keyof typeof COLUMNS;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <search aria-label={label}>
      <form
        onSubmit={submit}
        noValidate
        className={`grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 ${COLUMNS[columns]}`}
      >
        {children}
        <div className={`flex flex-wrap gap-2 ${BUTTON_ROW[columns]}`}>
          <Button type="submit">
            <Search aria-hidden="true" />
            {t('common.filters.apply')}
          </Button>
          <Button type="button" variant="outline" onClick={onClear}>
            {t('common.filters.clear')}
          </Button>
        </div>
      </form>
    </search>
  );
}
