import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminDashboardStats } from '#domain/admin.js';
import { Button } from '#web/ui/button.js';
import { useAdminDashboard } from '../api/admin-dashboard';
import { menuContentClassName, menuItemClassName, menuLabelClassName } from '../lib/menu-classes';

type NotificationKey = keyof AdminDashboardStats['notifications'];

const ITEMS: { key: NotificationKey; label: string; search: string }[] = [
  { key: 'claims', label: 'Pending business claims', search: '?tab=approvals&view=claims' },
  {
    key: 'profileChanges',
    label: 'Profile changes',
    search: '?tab=approvals&view=profile-changes',
  },
  { key: 'photos', label: 'Photos', search: '?tab=approvals&view=photos' },
  { key: 'jobs', label: 'Jobs', search: '?tab=jobs' },
  { key: 'events', label: 'Events', search: '?tab=events' },
  { key: 'reports', label: 'Problem reports', search: '?tab=reports' },
];

function triggerLabel(total: number | undefined): string {
  if (total === undefined) return 'Notifications';
  return total === 0 ? 'Notifications, nothing waiting' : `Notifications, ${total} waiting`;
}

/** What waits for an admin, each kind linking to the tab that handles it. */
export function NotificationsMenu() {
  const dashboard = useAdminDashboard();
  const counts = dashboard.data?.notifications;
  const total = counts ? ITEMS.reduce((sum, item) => sum + counts[item.key], 0) : undefined;
  const waiting = counts ? ITEMS.filter((item) => counts[item.key] > 0) : [];

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="icon" aria-label={triggerLabel(total)} className="relative">
          <Bell aria-hidden="true" />
          {total ? (
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
            >
              {total > 99 ? '99+' : total}
            </span>
          ) : null}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClassName}>
          <DropdownMenu.Label className={menuLabelClassName}>Notifications</DropdownMenu.Label>
          {dashboard.isPending ? (
            <p className="px-3 py-2 text-stone-600">Loading...</p>
          ) : dashboard.isError ? (
            <p className="px-3 py-2 text-stone-600">Could not load the notifications.</p>
          ) : waiting.length === 0 ? (
            <p className="px-3 py-2 text-stone-600">Nothing needs your attention</p>
          ) : (
            waiting.map((item) => (
              <DropdownMenu.Item key={item.key} asChild className={menuItemClassName}>
                <Link to={{ search: item.search }} preventScrollReset>
                  <span className="flex-1">{item.label}</span>{' '}
                  <span className="font-semibold text-stone-900 tabular-nums">
                    ({counts?.[item.key]})
                  </span>
                </Link>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
