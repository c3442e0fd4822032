import { CalendarPlus, Copy, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  type DayHours,
  formatHoursText,
  MAX_SPECIAL_DATES,
  type OpeningHours,
  parseHoursText,
  SPECIAL_NOTE_MAX,
  WEEKDAYS,
  wallTimeAt,
} from '#domain/hours.js';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { Button } from './button';
import { inputClassName, type TextEditorProps } from './form-field';
import { DayKindSelect, dayOfKind, kindOf, RangesEditor } from './hours-ranges';
import { weekdayName } from './open-status';

/** One day's or one date's hours: the kind, then its ranges when it has them. */
function DayEditor({
  id,
  label,
  day,
  onChange,
  allowUnknown,
}: {
  id: string;
  label: string;
  day: DayHours | null;
  onChange: (day: DayHours | null) => void;
  allowUnknown: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <DayKindSelect
        id={id}
        label={label}
        value={kindOf(day)}
        allowUnknown={allowUnknown}
        onChange={(kind) => onChange(dayOfKind(kind, day))}
      />
      {Array.isArray(day) ? (
        <RangesEditor idPrefix={id} dayLabel={label} ranges={day} onChange={onChange} />
      ) : null}
    </div>
  );
}

/**
 * The weekly hours editor (issue 29): per day closed, open 24 hours or up to three
 * ranges; 'Copy Monday to weekdays'; special dates with their hours and a note; and
 * the note for what the week cannot say. It edits the hours text (`value`), which the
 * server reads with the same parser; its rules' messages come back as `error`.
 */
export function HoursEditor({ id, label, value, onChange, error }: TextEditorProps) {
  const [model, setModel] = useState<OpeningHours>(() => parseHoursText(value));
  // A value set from outside (the form reset) is read again.
  useEffect(() => {
    setModel((current) => (formatHoursText(current) === value ? current : parseHoursText(value)));
  }, [value]);

  const update = (next: OpeningHours) => {
    setModel(next);
    onChange(formatHoursText(next));
  };
  const setDay = (day: (typeof WEEKDAYS)[number], hours: DayHours | null) =>
    update({ ...model, week: { ...model.week, [day]: hours } });
  const setSpecial = (index: number, change: Partial<OpeningHours['special'][number]>) =>
    update({
      ...model,
      special: model.special.map((s, i) => (i === index ? { ...s, ...change } : s)),
    });
  const copyMonday = () =>
    update({
      ...model,
      week: {
        ...model.week,
        tue: model.week.mon,
        wed: model.week.mon,
        thu: model.week.mon,
        fri: model.week.mon,
      },
    });
  const addSpecial = () => {
    const taken = new Set(model.special.map((s) => s.date));
    let date = wallTimeAt(Date.now()).date;
    while (taken.has(date)) date = nextDate(date);
    update({ ...model, special: [...model.special, { date, hours: 'closed', note: null }] });
  };

  return (
    <fieldset
      id={id}
      className="flex flex-col gap-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <ul className="flex flex-col gap-3">
        {WEEKDAYS.map((day, index) => (
          <li
            key={day}
            className="flex flex-col gap-2 border-b border-stone-100 pb-3 sm:flex-row sm:items-start"
          >
            <span className="w-28 shrink-0 pt-2 text-sm font-medium text-stone-700">
              {weekdayName(index, true)}
            </span>
            <DayEditor
              id={`${id}-${day}`}
              label={weekdayName(index, true)}
              day={model.week[day]}
              allowUnknown={false}
              onChange={(hours) => setDay(day, hours)}
            />
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="self-start" onClick={copyMonday}>
        <Copy aria-hidden="true" />
        {t('common.hoursEditor.copyMonday')}
      </Button>

      <h3 className="mt-2 text-sm font-semibold text-stone-800">
        {t('common.hoursEditor.special')}
      </h3>
      {model.special.length ? (
        <ul className="flex flex-col gap-4">
          {model.special.map((special, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the date itself is being edited
              key={index}
              className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <input
                  type="date"
                  value={special.date}
                  aria-label={t('common.hoursEditor.specialDate', { n: index + 1 })}
                  onChange={(event) =>
                    event.target.value && setSpecial(index, { date: event.target.value })
                  }
                  className={cn(inputClassName, 'w-44')}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('common.hoursEditor.removeSpecial', { date: special.date })}
                  onClick={() =>
                    update({ ...model, special: model.special.filter((_, i) => i !== index) })
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <DayEditor
                id={`${id}-special-${index}`}
                label={special.date}
                day={special.hours}
                allowUnknown={false}
                onChange={(hours) => setSpecial(index, { hours: hours ?? 'closed' })}
              />
              <input
                type="text"
                value={special.note ?? ''}
                maxLength={SPECIAL_NOTE_MAX}
                placeholder={t('common.hoursEditor.notePlaceholder')}
                aria-label={t('common.hoursEditor.specialNote', { date: special.date })}
                onChange={(event) =>
                  setSpecial(index, { note: event.target.value.replace(/[()]/g, '') || null })
                }
                className={inputClassName}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {model.special.length < MAX_SPECIAL_DATES ? (
        <Button variant="outline" size="sm" className="self-start" onClick={addSpecial}>
          <CalendarPlus aria-hidden="true" />
          {t('common.hoursEditor.addSpecial')}
        </Button>
      ) : null}

      <label className="mt-2 flex flex-col gap-1 text-sm font-medium text-stone-800">
        {t('common.hoursEditor.note')}
        <input
          type="text"
          value={model.note ?? ''}
          onChange={(event) => update({ ...model, note: event.target.value || null })}
          className={inputClassName}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
