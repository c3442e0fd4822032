import type { ListingInsights } from '#domain/insights.js';
import { fullDay } from '../lib/insight-format';
import { InsightLists } from './insight-lists';
import { InsightTiles } from './insight-tiles';
import { InsightsChart } from './insights-chart';
import { InsightsTable } from './insights-table';

/** One period's insights: its days, the tiles, the chart and table per day, the top lists. */
export function InsightsPeriodReport({ insights }: { insights: ListingInsights }) {
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-stone-600">
        {fullDay(insights.from)} to {fullDay(insights.to)}, College Station time
      </p>
      <InsightTiles totals={insights.totals} previous={insights.previous} days={insights.days} />
      <InsightsChart daily={insights.daily} />
      <InsightsTable daily={insights.daily} totals={insights.totals} />
      <InsightLists insights={insights} />
    </div>
  );
}
