import {
  type Change,
  changeOf,
  type InsightTotals,
  METRICS,
  metricValue,
  signedPercent,
} from '#domain/insights.js';
import { cn } from '#web/lib/cn.js';
import { currentLocale, translated } from '#web/lib/i18n.js';
import { t } from '../i18n';
import { count } from '../lib/insight-format';

const changeTone = (change: Change) =>
  change.kind === 'new' || (change.kind === 'percent' && change.percent > 0)
    ? 'text-emerald-700'
    : change.kind === 'percent'
      ? 'text-red-700'
      : 'text-stone-500';

/** 'No change from the 30 days before', '+25% from the 30 days before', the percent in the page's language. */
function changeLine(change: Change, days: number): string {
  if (change.kind === 'none') return t('insights.tiles.noChange', { days });
  if (change.kind === 'new') return t('insights.tiles.upFromNone', { days });
  return t('insights.tiles.change', {
    change: signedPercent(change.percent, currentLocale()),
    days,
  });
}

/**
 * The period's totals, one tile each, with the change from the period before. With
 * `hidden` (the free preview) the numbers are not there at all, only their places.
 */
export function InsightTiles({
  totals,
  previous,
  days,
}: {
  totals: InsightTotals | null;
  previous?: InsightTotals;
  days: number;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {METRICS.map((metric) => {
        const value = totals ? metricValue(totals, metric.id) : null;
        const change =
          totals && previous ? changeOf(value ?? 0, metricValue(previous, metric.id)) : null;
        return (
          <div
            key={metric.id}
            className="flex flex-col gap-1 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
          >
            <dt className="text-xs font-medium text-stone-600 sm:text-sm">
              {translated(metric.label)}
            </dt>
            <dd className="text-2xl font-bold text-stone-900 tabular-nums">
              {value === null ? (
                <>
                  <span
                    aria-hidden="true"
                    className="inline-block h-7 w-14 rounded-md bg-stone-200 align-middle"
                  />
                  <span className="sr-only">{t('insights.tiles.hidden')}</span>
                </>
              ) : (
                count(value)
              )}
            </dd>
            {change ? (
              <dd className={cn('text-xs', changeTone(change))}>{changeLine(change, days)}</dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
