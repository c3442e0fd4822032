import { insightMessages } from '#domain/insights.js';
import { translated } from '#web/lib/i18n.js';
import { PlanNotice } from '#web/ui/plan-notice.js';
import { SectionCard } from '#web/ui/section-card.js';
import { t } from '../i18n';
import { InsightTiles } from './insight-tiles';

/** Made-up bar heights: the shape of a chart, no numbers of anyone's. */
const PREVIEW_BARS = [30, 45, 25, 60, 50, 70, 40, 55, 80, 65, 45, 75, 90, 60];

/** What a free listing sees: what Insights shows, numbers hidden, and the way to the plans. */
export function InsightsPreview() {
  return (
    <SectionCard title={t('insights.title')} description={t('insights.preview.description')}>
      <PlanNotice plansLink={t('insights.preview.seePlans')} className="mt-4">
        {translated(insightMessages.planRequired)}
      </PlanNotice>
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
        <p className="text-sm text-stone-600">{t('insights.preview.more')}</p>
      </div>
    </SectionCard>
  );
}
