import type { ReactNode } from 'react';
import { Container } from '#web/ui/container.js';
import { TabPanel, Tabs } from '#web/ui/tabs.js';
import { type AdminTabId, isMoreTab } from '../lib/admin-tabs';
import { useAdminTab } from '../lib/use-admin-tab';
import { AdminDashboardHeader } from './admin-dashboard-header';
import { AdminStatCards } from './admin-stat-cards';
import { AdminTabBar } from './admin-tab-bar';

/**
 * The admin dashboard's shell (spec 001 section 2): header, stat cards, tabs and
 * the More menu. The route page hands in each section's panel, so features stay
 * apart; only the chosen one is rendered (and fetches).
 */
export function AdminDashboard({
  name,
  signOut,
  panels,
}: {
  name: string;
  signOut: ReactNode;
  panels: Record<AdminTabId, ReactNode>;
}) {
  const [tab, setTab] = useAdminTab();
  return (
    <>
      <AdminDashboardHeader name={name} signOut={signOut} />
      <Container className="flex flex-col gap-6 py-8 sm:py-10">
        <AdminStatCards />
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <AdminTabBar tab={tab} onChange={setTab} />
          {isMoreTab(tab) ? (
            // Each section's panel names itself with its own heading.
            <div className="mt-4 min-w-0">{panels[tab]}</div>
          ) : (
            <TabPanel value={tab} className="min-w-0">
              {panels[tab]}
            </TabPanel>
          )}
        </Tabs>
      </Container>
    </>
  );
}
