import { type ListingInsights, referrerLabel } from '#domain/insights.js';
import { count } from '../lib/insight-format';

function RankedList({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  rows: { key: string; label: string; value: number; unit: string }[];
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
              <span className="shrink-0 text-stone-600 tabular-nums">
                {count(row.value)} {row.unit}
              </span>
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
        title="Top searches"
        empty="No search showed your listing twice in this period yet."
        rows={insights.topSearches.map((s) => ({
          key: s.term,
          label: s.term,
          value: s.count,
          unit: s.count === 1 ? 'time' : 'times',
        }))}
      />
      <RankedList
        title="Where visitors came from"
        empty="No visits to your profile in this period yet."
        rows={insights.referrers.map((r) => ({
          key: r.source,
          label: referrerLabel(r.source),
          value: r.views,
          unit: r.views === 1 ? 'visit' : 'visits',
        }))}
      />
    </div>
  );
}
