import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.js';
import { useAdminDashboard } from '../api/admin-dashboard';
import {
  ADMIN_MORE_LABELS,
  ADMIN_MORE_TABS,
  type AdminMoreTabId,
  type AdminTabId,
  isMoreTab,
} from '../lib/admin-tabs';
import {
  menuContentClassName,
  menuItemClassName,
  menuSeparatorClassName,
} from '../lib/menu-classes';

const SECTIONS = ADMIN_MORE_TABS.filter((tab) => tab !== 'account');

/** The dashboard's less frequent sections; the chosen one opens below the tab bar. */
export function MoreMenu({
  tab,
  onChange,
}: {
  tab: AdminTabId;
  onChange: (tab: AdminMoreTabId) => void;
}) {
  const open = isMoreTab(tab);
  // Visitors' new problem reports, counted as the main tabs count what waits.
  const reports = useAdminDashboard().data?.notifications.reports;
  const label = (id: AdminMoreTabId) =>
    id === 'reports' && reports !== undefined
      ? `${ADMIN_MORE_LABELS[id]} (${reports})`
      : ADMIN_MORE_LABELS[id];
  const item = (id: AdminMoreTabId) => (
    <DropdownMenu.RadioItem key={id} value={id} className={menuItemClassName}>
      <span className="flex-1">{label(id)}</span>
      <DropdownMenu.ItemIndicator className="size-2 rounded-full bg-brand-700" />
    </DropdownMenu.RadioItem>
  );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex shrink-0 items-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
          open
            ? 'bg-brand-800 text-white'
            : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100',
        )}
      >
        More
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClassName}>
          <DropdownMenu.RadioGroup
            value={open ? tab : ''}
            onValueChange={(value) => onChange(value as AdminMoreTabId)}
          >
            {SECTIONS.map(item)}
            <DropdownMenu.Separator className={menuSeparatorClassName} />
            {item('account')}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
