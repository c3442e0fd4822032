import { CalendarClock } from 'lucide-react';
import { pluralize } from '#domain/format.js';

/** '8 years in business' after a calendar icon (the profile's header, a city's card). */
export function YearsInBusiness({
  years,
  as: Tag = 'span',
  className,
}: {
  years: number;
  as?: 'span' | 'p';
  className?: string;
}) {
  return (
    <Tag className={className}>
      <CalendarClock aria-hidden="true" className="size-4 text-stone-400" />
      {pluralize(years, 'year')} in business
    </Tag>
  );
}
