import { Award, Building2, Clock, Crown, Eye, type LucideIcon, Tag } from 'lucide-react';
import type { AdminDashboardStats } from '#domain/admin.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { useAdminDashboard } from '../api/admin-dashboard';
import { StatCard } from './stat-card';

const CARDS: { label: string; icon: LucideIcon; value: (stats: AdminDashboardStats) => number }[] =
  [
    { label: 'Total Businesses', icon: Building2, value: (s) => s.totalBusinesses },
    { label: 'Free Plans', icon: Tag, value: (s) => s.plans.free },
    { label: 'Silver Plans', icon: Award, value: (s) => s.plans.silver },
    { label: 'Texas Gold Plans', icon: Crown, value: (s) => s.plans.texas_gold },
    { label: 'Pending Approvals', icon: Clock, value: (s) => s.pendingApprovals },
    { label: 'Total Views', icon: Eye, value: (s) => s.totalViews },
  ];

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6';

/** The six numbers of the dashboard (spec 001 section 2), from the one dashboard call. */
export function AdminStatCards() {
  const dashboard = useAdminDashboard();
  if (dashboard.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading the dashboard numbers...</span>
        <div aria-hidden="true" className={GRID}>
          {CARDS.map((card) => (
            <div key={card.label} className="h-24 animate-pulse rounded-2xl bg-stone-200/70" />
          ))}
        </div>
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <RetryAlert onRetry={() => dashboard.refetch()}>
        Could not load the dashboard numbers.
      </RetryAlert>
    );
  }
  return (
    <dl aria-label="Dashboard numbers" className={GRID}>
      {CARDS.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          icon={card.icon}
          value={card.value(dashboard.data)}
        />
      ))}
    </dl>
  );
}
