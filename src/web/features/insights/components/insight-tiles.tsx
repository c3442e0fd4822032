import { changeText, type InsightTotals, METRICS, metricValue } from '#domain/insights.js';
import { cn } from '#web/lib/cn.js';
import { count } from '../lib/insight-format';

const changeTone = (text: string) =>
  text.startsWith('+') || text === 'new'
    ? 'text-emerald-700'
    : text.startsWith('-')
      ? 'text-red-700'
      : 'text-stone-500';

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
          totals && previous ? changeText(value ?? 0, metricValue(previous, metric.id)) : null;
        return (
          <div
            key={metric.id}
            className="flex flex-col gap-1 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
          >
            <dt className="text-xs font-medium text-stone-600 sm:text-sm">{metric.label}</dt>
            <dd className="text-2xl font-bold text-stone-900 tabular-nums">
              {value === null ? (
                <>
                  <span
                    aria-hidden="true"
                    className="inline-block h-7 w-14 rounded-md bg-stone-200 align-middle"
                  />
                  <span className="sr-only">Hidden</span>
                </>
              ) : (
                count(value)
              )}
            </dd>
            {change ? (
              <dd className={cn('text-xs', changeTone(change))}>
                {change === 'no change'
                  ? `No change from the ${days} days before`
                  : change === 'new'
                    ? `Up from none the ${days} days before`
                    : `${change} from the ${days} days before`}
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
