import { Link } from 'react-router';
import { insightMessages } from '#domain/insights.js';
import { SectionCard } from '#web/ui/section-card.js';
import { InsightTiles } from './insight-tiles';

/** Made-up bar heights: the shape of a chart, no numbers of anyone's. */
const PREVIEW_BARS = [30, 45, 25, 60, 50, 70, 40, 55, 80, 65, 45, 75, 90, 60];

/** What a free listing sees: what Insights shows, numbers hidden, and the way to the plans. */
export function InsightsPreview() {
  return (
    <SectionCard
      title="Insights"
      description="How people find and use your listing on BCS Local: search appearances, profile views, and clicks on your website, phone, email and directions."
    >
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {insightMessages.planRequired}{' '}
        <Link to="/pricing" className="font-semibold underline">
          See plans
        </Link>
      </p>
      <div className="mt-6 flex flex-col gap-6 select-none">
        <InsightTiles totals={null} days={30} />
        <div
          aria-hidden="true"
          className="flex h-32 items-end gap-1 rounded-xl bg-stone-50 p-3 opacity-50 ring-1 ring-stone-200 blur-[2px]"
        >
          {PREVIEW_BARS.map((height, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture
              key={index}
              className="flex-1 rounded-t-sm bg-stone-400"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <p className="text-sm text-stone-600">
          With Insights you also see the searches that showed your listing, where its visitors came
          from, a table of every day you can download as CSV, and a monthly email report.
        </p>
      </div>
    </SectionCard>
  );
}
