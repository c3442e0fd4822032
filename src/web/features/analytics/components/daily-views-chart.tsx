import { format, parseISO } from 'date-fns';
import type { AnalyticsOverview } from '#domain/analytics.js';

/**
 * Page views and profile views per day as paired bars. The chart is a picture
 * for sighted users; the same numbers are in a table for screen readers.
 */
export function DailyViewsChart({ daily }: { daily: AnalyticsOverview['daily'] }) {
  const max = Math.max(1, ...daily.flatMap((d) => [d.pageViews, d.profileViews]));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-semibold text-stone-800">
        Views per day, last {daily.length} days
      </figcaption>
      <div aria-hidden="true" className="flex h-40 items-end gap-0.5 sm:gap-1">
        {daily.map((day) => (
          <div
            key={day.date}
            title={`${format(parseISO(day.date), 'MMM d')}: ${day.pageViews} page views, ${day.profileViews} profile views`}
            className="flex h-full min-w-0 flex-1 items-end gap-px"
          >
            <div
              className="flex-1 rounded-t-sm bg-brand-700"
              style={{ height: `${(day.pageViews / max) * 100}%` }}
            />
            <div
              className="flex-1 rounded-t-sm bg-gold-400"
              style={{ height: `${(day.profileViews / max) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-stone-500">
        <span>{daily[0] ? format(parseISO(daily[0].date), 'MMM d') : ''}</span>
        <span className="flex gap-4">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-brand-700" /> Page views
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-gold-400" /> Profile views
          </span>
        </span>
        <span>{daily.at(-1) ? format(parseISO(daily.at(-1)?.date ?? ''), 'MMM d') : ''}</span>
      </div>
      <table className="sr-only">
        <caption>Page views and profile views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Page views</th>
            <th scope="col">Profile views</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{format(parseISO(day.date), 'MMM d, yyyy')}</th>
              <td>{day.pageViews}</td>
              <td>{day.profileViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
