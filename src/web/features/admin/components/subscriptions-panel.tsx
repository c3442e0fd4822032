import { QueryView } from '#web/ui/query-view.js';
import { useAdminSubscriptions } from '../api/admin-subscriptions';
import { AdminSection } from './admin-section';
import { SubscriptionsOverview } from './subscriptions-overview';

/**
 * Subscription Management (spec 001 section 2; issue 11): businesses per plan,
 * monthly recurring revenue, the paid businesses' current subscriptions and the
 * newest plan changes, from one call.
 */
export function SubscriptionsPanel() {
  const overview = useAdminSubscriptions();
  return (
    <AdminSection title="Subscription Management">
      <QueryView
        query={overview}
        loadingLabel="Loading subscriptions..."
        errorMessage="Could not load the subscriptions."
      >
        {(data) => <SubscriptionsOverview overview={data} />}
      </QueryView>
    </AdminSection>
  );
}
