import { type ListingInsights, referrerLabel } from '#domain/insights.js';
import { translated } from '#web/lib/i18n.js';
import { t } from '../i18n';

function RankedList({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  /** Each row's label and its number with its unit ('12 times'). */
  rows: { key: string; label: string; amount: string }[];
}) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-stone-800">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{empty}</p>
      ) : (
        <ol className="mt-2 flex flex-col divide-y divide-stone-100 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0 break-words text-stone-800">{row.label}</span>
              <span className="shrink-0 text-stone-600 tabular-nums">{row.amount}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The searches that showed the listing and where its visitors came from. */
export function InsightLists({ insights }: { insights: ListingInsights }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <RankedList
        title={t('insights.lists.topSearches')}
        empty={t('insights.lists.noSearches')}
        rows={insights.topSearches.map((s) => ({
          key: s.term,
          label: s.term,
          amount: t('insights.lists.times', { count: s.count }),
        }))}
      />
      <RankedList
        title={t('insights.lists.sources')}
        empty={t('insights.lists.noVisits')}
        rows={insights.referrers.map((r) => ({
          key: r.source,
          label: translated(referrerLabel(r.source)),
          amount: t('insights.lists.visits', { count: r.views }),
        }))}
      />
    </div>
  );
}
