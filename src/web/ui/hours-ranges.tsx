import { Plus, X } from 'lucide-react';
import { type DayHours, MAX_RANGES_A_DAY, type TimeRange } from '#domain/hours.js';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { Button } from './button';
import { inputClassName } from './form-field';

export type DayKind = 'unknown' | 'closed' | 'open24' | 'ranges';
/** A time box narrow enough for two and a remove button on a 375 px phone. */
const TIME_INPUT = cn(inputClassName, 'w-[7.5rem] px-2 text-sm');

/** The select's values (code, not words). */
const KIND = { unknown: 'unknown', closed: 'closed', open24: 'open24', ranges: 'ranges' } as const;

export const kindOf = (day: DayHours | null): DayKind =>
  day === null ? 'unknown' : Array.isArray(day) ? 'ranges' : day;

/** The day's hours when its kind is picked: new ranges start as 9 to 5. */
export function dayOfKind(kind: DayKind, current: DayHours | null): DayHours | null {
  if (kind === 'unknown') return null;
  if (kind === 'ranges') {
    return Array.isArray(current) && current.length ? current : [{ open: '09:00', close: '17:00' }];
  }
  return kind;
}

/** Closed / open 24 hours / hours (/ not set, where the text left a day unsaid). */
export function DayKindSelect({
  id,
  label,
  value,
  onChange,
  allowUnknown,
}: {
  id: string;
  label: string;
  value: DayKind;
  onChange: (kind: DayKind) => void;
  allowUnknown: boolean;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as DayKind)}
      className={cn(inputClassName, 'sm:w-48')}
    >
      <option value={KIND.ranges}>{t('common.hoursEditor.kindRanges')}</option>
      <option value={KIND.closed}>{t('common.hoursEditor.kindClosed')}</option>
      <option value={KIND.open24}>{t('common.hoursEditor.kindOpen24')}</option>
      {allowUnknown || value === 'unknown' ? (
        <option value={KIND.unknown}>{t('common.hoursEditor.kindUnknown')}</option>
      ) : null}
    </select>
  );
}

/** A day's time ranges: each from and to, removable, and one more up to three. */
export function RangesEditor({
  idPrefix,
  dayLabel,
  ranges,
  onChange,
}: {
  idPrefix: string;
  dayLabel: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
}) {
  const set = (index: number, side: keyof TimeRange, value: string) => {
    // A cleared box keeps the time it had: a range always has both ends.
    if (!/^\d{2}:\d{2}$/.test(value)) return;
    onChange(ranges.map((r, i) => (i === index ? { ...r, [side]: value } : r)));
  };
  return (
    <div className="flex flex-col gap-2">
      {ranges.map((range, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity but its place
        <div key={index} className="flex items-center gap-1.5">
          <input
            id={`${idPrefix}-open-${index}`}
            type="time"
            value={range.open}
            aria-label={t('common.hoursEditor.opens', { day: dayLabel, n: index + 1 })}
            onChange={(event) => set(index, 'open', event.target.value)}
            className={TIME_INPUT}
          />
          <span aria-hidden="true">–</span>
          <input
            id={`${idPrefix}-close-${index}`}
            type="time"
            value={range.close}
            aria-label={t('common.hoursEditor.closes', { day: dayLabel, n: index + 1 })}
            onChange={(event) => set(index, 'close', event.target.value)}
            className={TIME_INPUT}
          />
          {ranges.length > 1 ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('common.hoursEditor.removeRange', { day: dayLabel, n: index + 1 })}
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ))}
      {ranges.length < MAX_RANGES_A_DAY ? (
        <Button
          variant="link"
          size="sm"
          className="self-start"
          aria-label={t('common.hoursEditor.addRangeTo', { day: dayLabel })}
          onClick={() => {
            const last = ranges[ranges.length - 1];
            onChange([...ranges, { open: last?.close ?? '09:00', close: '23:00' }]);
          }}
        >
          <Plus aria-hidden="true" />
          {t('common.hoursEditor.addRange')}
        </Button>
      ) : null}
    </div>
  );
}
