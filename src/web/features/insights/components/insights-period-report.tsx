import type { InsightPeriod } from '#domain/insights.js';
import { QueryView } from '#web/ui/query-view.js';
import { useOwnInsights } from '../api/insights';
import { t } from '../i18n';
import { fullDay } from '../lib/insight-format';
import { InsightLists } from './insight-lists';
import { InsightTiles } from './insight-tiles';
import { InsightsChart } from './insights-chart';
import { InsightsTable } from './insights-table';

/**
 * One period's insights, loaded for it: its days, the tiles, the chart and the table
 * per day, the top lists.
 */
export function InsightsPeriodReport({ days }: { days: InsightPeriod }) {
  const insights = useOwnInsights(days);
  return (
    <QueryView
      query={insights}
      loadingLabel={t('insights.report.loading')}
      errorMessage={t('insights.report.loadFailed')}
    >
      {(data) => (
        <div className="flex flex-col gap-8">
          <p className="text-sm text-stone-600">
            {t('insights.report.period', { from: fullDay(data.from), to: fullDay(data.to) })}
          </p>
          <InsightTiles totals={data.totals} previous={data.previous} days={data.days} />
          <InsightsChart daily={data.daily} />
          <InsightsTable daily={data.daily} totals={data.totals} />
          <InsightLists insights={data} />
        </div>
      )}
    </QueryView>
  );
}
