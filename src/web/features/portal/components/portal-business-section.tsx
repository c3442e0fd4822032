import type { ReactNode } from 'react';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { usePortalOverview } from '../api/get-portal-overview';
import { BusinessSummary } from './business-summary';
import { NoBusinessPanel } from './no-business-panel';
import { type PhotosTab, PortalTabs } from './portal-tabs';

/** The owner's business and the portal's tabs, or why they cannot show. */
export function PortalBusinessSection({
  photosTab,
  jobsTab,
  subscriptionTab,
}: {
  photosTab: PhotosTab;
  jobsTab: ReactNode;
  subscriptionTab: ReactNode;
}) {
  const overview = usePortalOverview();
  return (
    <section aria-label="Your business" className="flex flex-col gap-6">
      {overview.isPending ? (
        <LoadingState label="Loading your business..." />
      ) : overview.isError ? (
        <RetryAlert onRetry={() => overview.refetch()} className="text-base">
          We could not load your business.
        </RetryAlert>
      ) : overview.data.business ? (
        <>
          <BusinessSummary business={overview.data.business} />
          <PortalTabs
            business={overview.data.business}
            pendingChange={overview.data.pendingChange}
            photosTab={photosTab}
            jobsTab={jobsTab}
            subscriptionTab={subscriptionTab}
          />
        </>
      ) : (
        <NoBusinessPanel />
      )}
    </section>
  );
}
