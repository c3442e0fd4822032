import { QueryView } from '#web/ui/query-view.js';
import { SectionCard } from '#web/ui/section-card.js';
import { useAnalyticsOverview } from '../api/analytics-overview';
import { AnalyticsReport } from './analytics-report';

/** Analytics Overview: views by page with the total, views per day, the most viewed profiles. */
export function AnalyticsPanel() {
  const overview = useAnalyticsOverview();
  return (
    <SectionCard title="Analytics Overview">
      <QueryView
        query={overview}
        loadingLabel="Loading analytics..."
        errorMessage="Could not load the analytics."
      >
        {(data) => <AnalyticsReport overview={data} />}
      </QueryView>
    </SectionCard>
  );
}
