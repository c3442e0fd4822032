import { useState } from 'react';
import { businessPath } from '#domain/businesses.js';
import { Button } from '#web/ui/button.js';
import { useUnreadHours } from '../api/businesses';

/**
 * 'Hours to check' (issue 29): the listings whose hours text the parser could not read
 * in full, with the part it kept as a note. Find puts the name in the search above,
 * where Edit opens the weekly editor.
 */
export function UnreadHoursSection({ onFind }: { onFind: (name: string) => void }) {
  // Read when opened: most visits to the tab are about something else.
  const [open, setOpen] = useState(false);
  const unread = useUnreadHours(open);
  const total = unread.data?.total;
  return (
    <details
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50/60 p-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-amber-900">
        Hours to check{total === undefined ? '' : ` (${total.toLocaleString('en-US')})`}: hours text
        that was kept as a note
      </summary>
      {unread.isLoading ? <p className="mt-3 text-sm">Loading...</p> : null}
      {total === 0 ? <p className="mt-3 text-sm">Every listing's hours were read.</p> : null}
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {unread.data?.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <a href={businessPath(item)} className="font-medium text-brand-700 hover:underline">
              {item.name}
            </a>
            <span className="text-stone-700">
              Not read: <q>{item.note}</q>
            </span>
            <Button variant="link" size="sm" onClick={() => onFind(item.name)}>
              Find in the list
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
