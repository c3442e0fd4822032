import type { InsightDay, InsightTotals } from '#domain/insights.js';
import { METRICS, metricValue } from '#domain/insights.js';
import { cn } from '#web/lib/cn.js';
import { translated } from '#web/lib/i18n.js';
import { t } from '../i18n';
import { count, longDay } from '../lib/insight-format';

/** How a day's row and the total's row look: its own, its heading's and its cells' classes. */
const ROW_LOOKS = {
  day: {
    row: undefined,
    heading: 'bg-white py-1.5 font-medium whitespace-nowrap text-stone-800',
    cell: 'py-1.5 text-stone-800',
  },
  total: {
    row: 'border-t border-stone-300 font-semibold text-stone-900',
    heading: 'bg-stone-50 py-2',
    cell: 'py-2',
  },
} as const;

/** Header cells' scopes (HTML's values, not words anyone reads). */
const ROW_HEADER = 'row';
const COLUMN_HEADER = 'col';

/** A row of the table: its heading, then each metric's number. */
function MetricsRow({
  heading,
  values,
  variant,
}: {
  heading: string;
  values: InsightTotals;
  variant: keyof typeof ROW_LOOKS;
}) {
  const looks = ROW_LOOKS[variant];
  return (
    <tr className={looks.row}>
      <th scope={ROW_HEADER} className={cn('sticky left-0 px-3', looks.heading)}>
        {heading}
      </th>
      {METRICS.map((metric) => (
        <td key={metric.id} className={cn('px-3 text-right tabular-nums', looks.cell)}>
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
      aria-label={t('insights.table.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t('insights.table.caption')}</caption>
        <thead className="sticky top-0 bg-stone-50 text-stone-600">
          <tr>
            <th scope={COLUMN_HEADER} className="sticky left-0 bg-stone-50 px-3 py-2 font-semibold">
              {t('insights.table.day')}
            </th>
            {METRICS.map((metric) => (
              <th
                key={metric.id}
                scope={COLUMN_HEADER}
                className="px-3 py-2 text-right font-semibold whitespace-nowrap"
              >
                {translated(metric.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {[...daily].reverse().map((day) => (
            <MetricsRow key={day.date} heading={longDay(day.date)} values={day} variant="day" />
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-stone-50">
          <MetricsRow heading={t('insights.table.total')} values={totals} variant="total" />
        </tfoot>
      </table>
    </section>
  );
}
