import { CalendarClock } from 'lucide-react';
import { t } from '../lib/common-i18n';

/**
 * '8 years in business' after a calendar icon (the profile's header, a city's card);
 * nothing when the listing does not say.
 */
export function YearsInBusiness({
  years,
  as: Tag = 'span',
  className,
}: {
  years: number | null | undefined;
  as?: 'span' | 'p';
  className?: string;
}) {
  if (years == null) return null;
  return (
    <Tag className={className}>
      <CalendarClock aria-hidden="true" className="size-4 text-stone-400" />
      {t('common.yearsInBusiness', { years })}
    </Tag>
  );
}
