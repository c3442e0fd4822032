import { QueryView } from '#web/ui/query-view.js';
import { usePortalOverview } from '../api/get-portal-overview';
import { t } from '../i18n';
import { BusinessSummary } from './business-summary';
import { NoBusinessPanel } from './no-business-panel';
import { type PortalTabSlots, PortalTabs } from './portal-tabs';

/** The owner's business and the portal's tabs, or why they cannot show. */
export function PortalBusinessSection(tabs: PortalTabSlots) {
  const overview = usePortalOverview();
  return (
    <section aria-label={t('portal.section.label')} className="flex flex-col gap-6">
      <QueryView
        query={overview}
        loadingLabel={t('portal.section.loading')}
        errorMessage={t('portal.section.loadFailed')}
        className="text-base"
      >
        {({ business, pendingChange }) =>
          business ? (
            <>
              <BusinessSummary business={business} />
              <PortalTabs business={business} pendingChange={pendingChange} {...tabs} />
            </>
          ) : (
            <NoBusinessPanel />
          )
        }
      </QueryView>
    </section>
  );
}
