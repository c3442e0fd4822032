import type { AnalyticsOverview } from '#domain/analytics.js';
import { BusinessLink } from '#web/ui/business-link.js';
import { DailyViewsChart } from './daily-views-chart';

const count = (n: number) => n.toLocaleString('en-US');

/** The overview's answer: views per day, views by page with the total, the most viewed profiles. */
export function AnalyticsReport({ overview }: { overview: AnalyticsOverview }) {
  return (
    <div className="mt-4 flex flex-col gap-8">
      <DailyViewsChart daily={overview.daily} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-stone-800">Views by page</h3>
          {overview.viewsByPage.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">No views recorded yet</p>
          ) : (
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-left text-stone-600">
                  <th scope="col" className="py-2 font-medium">
                    Page
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {overview.viewsByPage.map((row) => (
                  <tr key={row.page}>
                    <td className="py-2 break-all text-stone-800">{row.page}</td>
                    <td className="py-2 text-right text-stone-800 tabular-nums">
                      {count(row.views)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-stone-300 font-semibold text-stone-900">
                  <th scope="row" className="py-2 text-left">
                    Total
                  </th>
                  <td className="py-2 text-right tabular-nums">{count(overview.totalViews)}</td>
                </tr>
              </tfoot>
            </table>
          )}
          {overview.pageCount > overview.viewsByPage.length ? (
            <p className="mt-2 text-xs text-stone-600">
              The {count(overview.viewsByPage.length)} most viewed of {count(overview.pageCount)}{' '}
              pages; the total counts them all.
            </p>
          ) : null}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-stone-800">Most viewed profiles</h3>
          {overview.topBusinesses.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">No profile views recorded yet</p>
          ) : (
            <ol
              aria-label="Most viewed profiles"
              className="mt-2 flex flex-col divide-y divide-stone-100 text-sm"
            >
              {overview.topBusinesses.map((business, index) => (
                <li key={business.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="flex min-w-0 gap-2">
                    <span className="w-5 shrink-0 text-stone-500 tabular-nums">{index + 1}.</span>
                    <BusinessLink id={business.id} slug={business.slug} name={business.name} />
                  </span>
                  <span className="shrink-0 text-stone-700 tabular-nums">
                    {count(business.profileViews)} views
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
