import { useState } from 'react';
import type { InsightDay } from '#domain/insights.js';
import { metricValue } from '#domain/insights.js';
import { cn } from '#web/lib/cn.js';
import { t } from '../i18n';
import { count, longDay, shortDay } from '../lib/insight-format';

/** The numbers the chart can show; each one's name is `insights.chart.<id>`. */
const SERIES = [
  { id: 'searchAppearances', bar: 'bg-brand-700' },
  { id: 'profileViews', bar: 'bg-gold-400' },
  { id: 'clicks', bar: 'bg-emerald-600' },
] as const;
type SeriesId = (typeof SERIES)[number]['id'];
const seriesName = (id: SeriesId) => t(`insights.chart.${id}`);

/**
 * One bar a day for the chosen number. The bars are a picture for sighted users:
 * the table under the chart has every number (InsightsTable).
 */
export function InsightsChart({ daily }: { daily: InsightDay[] }) {
  const [seriesId, setSeriesId] = useState<SeriesId>('searchAppearances');
  const series = SERIES.find((s) => s.id === seriesId) ?? SERIES[0];
  const label = seriesName(series.id);
  const values = daily.map((day) => metricValue(day, series.id));
  const max = Math.max(0, ...values);
  const middle = daily[Math.floor((daily.length - 1) / 2)];
  return (
    <figure className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-sm font-semibold text-stone-800">
          {t('insights.chart.caption', { series: label })}
        </figcaption>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t('insights.chart.choose')}</legend>
          {SERIES.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={s.id === series.id}
              onClick={() => setSeriesId(s.id)}
              className={cn(
                'flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                s.id === series.id
                  ? 'bg-stone-900 text-white ring-stone-900'
                  : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-100',
              )}
            >
              <span aria-hidden="true" className={cn('size-2.5 rounded-sm', s.bar)} />
              {seriesName(s.id)}
            </button>
          ))}
        </fieldset>
      </div>
      <div aria-hidden="true" className="flex gap-2">
        <div className="flex h-44 flex-col justify-between text-right text-xs text-stone-500 tabular-nums">
          <span>{count(max)}</span>
          <span>0</span>
        </div>
        <div
          data-testid="insights-chart-bars"
          className={cn(
            'flex h-44 min-w-0 flex-1 items-end border-b border-l border-stone-300 pl-px',
            daily.length > 40 ? 'gap-px' : 'gap-0.5 sm:gap-1',
          )}
        >
          {daily.map((day, index) => (
            <div
              key={day.date}
              title={t('insights.chart.bar', {
                day: longDay(day.date),
                count: count(values[index]),
                series: label.toLowerCase(),
              })}
              className="flex h-full min-w-0 flex-1 items-end"
            >
              <div
                className={cn('w-full rounded-t-sm', series.bar)}
                style={{
                  height: max ? `${(values[index] / max) * 100}%` : '0%',
                  minHeight: values[index] ? '2px' : undefined,
                }}
              />
            </div>
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="flex justify-between pl-8 text-xs text-stone-500">
        <span>{daily[0] ? shortDay(daily[0].date) : ''}</span>
        <span>{middle ? shortDay(middle.date) : ''}</span>
        <span>{daily.at(-1) ? shortDay(daily.at(-1)?.date ?? '') : ''}</span>
      </div>
    </figure>
  );
}
