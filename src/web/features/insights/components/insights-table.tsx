import type { InsightDay, InsightTotals } from '#domain/insights.js';
import { METRICS, metricValue } from '#domain/insights.js';
import { cn } from '#web/lib/cn.js';
import { count, longDay } from '../lib/insight-format';

/** A row of the table: its heading, then each metric's number. */
function MetricsRow({
  heading,
  values,
  className,
  headingClassName,
  cellClassName,
}: {
  heading: string;
  values: InsightTotals;
  className?: string;
  headingClassName: string;
  cellClassName: string;
}) {
  return (
    <tr className={className}>
      <th scope="row" className={cn('sticky left-0 px-3', headingClassName)}>
        {heading}
      </th>
      {METRICS.map((metric) => (
        <td key={metric.id} className={cn('px-3 text-right tabular-nums', cellClassName)}>
          {count(metricValue(values, metric.id))}
        </td>
      ))}
    </tr>
  );
}

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
            <MetricsRow
              key={day.date}
              heading={longDay(day.date)}
              values={day}
              headingClassName="bg-white py-1.5 font-medium whitespace-nowrap text-stone-800"
              cellClassName="py-1.5 text-stone-800"
            />
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-stone-50">
          <MetricsRow
            heading="Total"
            values={totals}
            className="border-t border-stone-300 font-semibold text-stone-900"
            headingClassName="bg-stone-50 py-2"
            cellClassName="py-2"
          />
        </tfoot>
      </table>
    </section>
  );
}
