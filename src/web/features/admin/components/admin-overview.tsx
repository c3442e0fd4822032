import { PlaceholderPanel } from '../../../ui/placeholder-panel';
import { AdminSection } from './admin-section';
import { AdminTools } from './admin-tools';
import { PendingClaimsList } from './pending-claims-list';
import { SecurityLog } from './security-log';

/** The dashboard's work: pending claims, tools, and the security log. */
export function AdminOverview() {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <AdminSection title="Pending business claims">
          <PendingClaimsList />
        </AdminSection>
        <AdminSection title="Tools">
          <AdminTools />
        </AdminSection>
      </div>
      <PlaceholderPanel title="Approvals, jobs, businesses, photos and analytics">
        The dashboard&apos;s tabs are being built.
      </PlaceholderPanel>
      <AdminSection title="Security log">
        <SecurityLog />
      </AdminSection>
    </>
  );
}
