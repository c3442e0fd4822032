import type { InsightDay, InsightTotals } from '#domain/insights.js';
import { METRICS, metricValue } from '#domain/insights.js';
import { count, longDay } from '../lib/insight-format';

/** Every number of the chart and the tiles, one row a day, newest first, then the total. */
export function InsightsTable({ daily, totals }: { daily: InsightDay[]; totals: InsightTotals }) {
  return (
    // The table scrolls within its box (90 rows): the box is a tab stop, so a keyboard scrolls it.
    <section
      aria-label="Numbers per day"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Numbers per day, newest first</caption>
        <thead className="sticky top-0 bg-stone-50 text-stone-600">
          <tr>
            <th scope="col" className="sticky left-0 bg-stone-50 px-3 py-2 font-semibold">
              Day
            </th>
            {METRICS.map((metric) => (
              <th
                key={metric.id}
                scope="col"
                className="px-3 py-2 text-right font-semibold whitespace-nowrap"
              >
                {metric.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {[...daily].reverse().map((day) => (
            <tr key={day.date}>
              <th
                scope="row"
                className="sticky left-0 bg-white px-3 py-1.5 font-medium whitespace-nowrap text-stone-800"
              >
                {longDay(day.date)}
              </th>
              {METRICS.map((metric) => (
                <td key={metric.id} className="px-3 py-1.5 text-right text-stone-800 tabular-nums">
                  {count(metricValue(day, metric.id))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-stone-50">
          <tr className="border-t border-stone-300 font-semibold text-stone-900">
            <th scope="row" className="sticky left-0 bg-stone-50 px-3 py-2">
              Total
            </th>
            {METRICS.map((metric) => (
              <td key={metric.id} className="px-3 py-2 text-right tabular-nums">
                {count(metricValue(totals, metric.id))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
