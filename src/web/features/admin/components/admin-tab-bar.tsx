import { TabList } from '#web/ui/tabs.js';
import { useAdminDashboard } from '../api/admin-dashboard';
import { ADMIN_MAIN_TABS, type AdminMainTabId, type AdminTabId } from '../lib/admin-tabs';
import { MoreMenu } from './more-menu';

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * The main tabs (inside the dashboard's <Tabs>) and the More menu. On a phone the
 * tabs scroll sideways inside their own strip while More stays in reach at its end.
 */
export function AdminTabBar({
  tab,
  onChange,
}: {
  tab: AdminTabId;
  onChange: (tab: AdminTabId) => void;
}) {
  const stats = useAdminDashboard().data;
  const labels: Record<AdminMainTabId, string> = {
    approvals: withCount('Pending Approvals', stats?.pendingApprovals),
    processed: withCount('Processed Approvals', stats?.processedApprovals),
    jobs: 'Jobs',
    events: 'Events',
    contacts: 'Contact Forms',
    businesses: 'Businesses',
  };
  return (
    <div className="flex items-start gap-2">
      <TabList
        label="Admin dashboard sections"
        tabs={ADMIN_MAIN_TABS.map((id) => ({ id, label: labels[id] }))}
        className="min-w-0 flex-1 pb-1"
      />
      <MoreMenu tab={tab} onChange={onChange} />
    </div>
  );
}
