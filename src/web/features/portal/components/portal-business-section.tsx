import { QueryView } from '#web/ui/query-view.js';
import { usePortalOverview } from '../api/get-portal-overview';
import { BusinessSummary } from './business-summary';
import { NoBusinessPanel } from './no-business-panel';
import { type PortalTabSlots, PortalTabs } from './portal-tabs';

/** The owner's business and the portal's tabs, or why they cannot show. */
export function PortalBusinessSection(tabs: PortalTabSlots) {
  const overview = usePortalOverview();
  return (
    <section aria-label="Your business" className="flex flex-col gap-6">
      <QueryView
        query={overview}
        loadingLabel="Loading your business..."
        errorMessage="We could not load your business."
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
