import { Link } from 'react-router';
import { businessPath } from '../../../../domain/businesses';
import { RetryAlert } from '../../../ui/retry-alert';
import { SectionCard } from '../../../ui/section-card';
import { LoadingState } from '../../../ui/spinner';
import { useAnalyticsOverview } from '../api/analytics-overview';
import { DailyViewsChart } from './daily-views-chart';

const count = (n: number) => n.toLocaleString('en-US');

/** Analytics Overview: views by page with the total, views per day, the most viewed profiles. */
export function AnalyticsPanel() {
  const overview = useAnalyticsOverview();
  return (
    <SectionCard title="Analytics Overview">
      {overview.isPending ? (
        <LoadingState label="Loading analytics..." className="py-10" />
      ) : overview.isError ? (
        <RetryAlert onRetry={() => overview.refetch()} className="py-6">
          Could not load the analytics.
        </RetryAlert>
      ) : (
        <div className="mt-4 flex flex-col gap-8">
          <DailyViewsChart daily={overview.data.daily} />
          <div className="grid gap-8 lg:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-stone-800">Views by page</h3>
              {overview.data.viewsByPage.length === 0 ? (
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
                    {overview.data.viewsByPage.map((row) => (
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
                      <td className="py-2 text-right tabular-nums">
                        {count(overview.data.totalViews)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              )}
              {overview.data.pageCount > overview.data.viewsByPage.length ? (
                <p className="mt-2 text-xs text-stone-600">
                  The {count(overview.data.viewsByPage.length)} most viewed of{' '}
                  {count(overview.data.pageCount)} pages; the total counts them all.
                </p>
              ) : null}
            </div>
            <div>
              <h3 className="text-sm font-semibold text-stone-800">Most viewed profiles</h3>
              {overview.data.topBusinesses.length === 0 ? (
                <p className="mt-2 text-sm text-stone-600">No profile views recorded yet</p>
              ) : (
                <ol
                  aria-label="Most viewed profiles"
                  className="mt-2 flex flex-col divide-y divide-stone-100 text-sm"
                >
                  {overview.data.topBusinesses.map((business, index) => (
                    <li key={business.id} className="flex items-center justify-between gap-3 py-2">
                      <span className="flex min-w-0 gap-2">
                        <span className="w-5 shrink-0 text-stone-500 tabular-nums">
                          {index + 1}.
                        </span>
                        <Link
                          to={businessPath(business)}
                          className="break-words text-stone-900 underline-offset-4 hover:underline"
                        >
                          {business.name}
                        </Link>
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
      )}
    </SectionCard>
  );
}
