import { Download } from 'lucide-react';
import { DEFAULT_INSIGHT_PERIOD, INSIGHT_PERIODS, type InsightPeriod } from '#domain/insights.js';
import { planOf } from '#domain/plans.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { DownloadButton } from '#web/ui/download-button.js';
import { SectionCard } from '#web/ui/section-card.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { insightsCsvUrl } from '../api/insights';
import { t } from '../i18n';
import { InsightsPeriodReport } from './insights-period-report';
import { InsightsPreview } from './insights-preview';
import { ReportSetting } from './report-setting';

type PeriodId = `${InsightPeriod}`;
const periodId = (days: InsightPeriod) => String(days) as PeriodId;
const PERIODS = INSIGHT_PERIODS.map(periodId);
const periodTabs = () =>
  INSIGHT_PERIODS.map((days) => ({
    id: periodId(days),
    label: t('insights.tab.period', { days }),
  }));

/**
 * The portal's Insights tab (issue 26 point 2, the plans' "online visibility report"):
 * the listing's numbers over the last 7, 30 or 90 College Station days (kept in
 * ?days=), per day as a chart and a table, the top searches and referrers, the CSV and
 * the monthly report's setting. A plan without insights sees the preview; the server
 * refuses its requests anyway.
 */
export function InsightsTab({ plan }: { plan: string }) {
  return planOf(plan).insights ? <InsightsReport /> : <InsightsPreview />;
}

function InsightsReport() {
  const [period, setPeriod] = useSearchParamTab('days', PERIODS, periodId(DEFAULT_INSIGHT_PERIOD));
  const days = Number(period) as InsightPeriod;
  return (
    <SectionCard
      title={t('insights.title')}
      description={t('insights.tab.description')}
      actions={
        <DownloadButton href={insightsCsvUrl(days)} icon={Download} variant="outline">
          {t('insights.tab.downloadCsv')}
        </DownloadButton>
      }
    >
      <Tabs value={period} onValueChange={setPeriod}>
        <TabList
          label={t('insights.tab.periods')}
          variant="underline"
          className="mt-4"
          tabs={periodTabs()}
        />
        <TabPanel value={period}>
          <InsightsPeriodReport days={days} />
        </TabPanel>
      </Tabs>
      <ReportSetting />
    </SectionCard>
  );
}
