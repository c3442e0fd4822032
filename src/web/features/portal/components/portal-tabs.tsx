import type { ReactNode } from 'react';
import type { PendingProfileChange, PortalBusiness } from '#domain/portal.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { type TabItem, TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { ProfileTab } from './profile-tab';
import { SupportPanel } from './support-panel';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'photos', label: 'Photos' },
  { id: 'jobs', label: 'Jobs' },
  { id: 'events', label: 'Events' },
  { id: 'insights', label: 'Insights' },
  { id: 'reviews', label: 'Google Reviews' },
  { id: 'subscription', label: 'Subscription' },
  { id: 'support', label: 'Support' },
] as const satisfies readonly TabItem<string>[];
type PortalTab = (typeof TABS)[number]['id'];
const TAB_IDS = TABS.map((tab) => tab.id);

export type PhotosTab = (business: PortalBusiness) => ReactNode;

/** The portal's sections; the open one is kept in ?tab= so reload and Back keep it. */
export function PortalTabs({
  business,
  pendingChange,
  photosTab,
  jobsTab,
  eventsTab,
  insightsTab,
  subscriptionTab,
  reviewsTab,
}: {
  business: PortalBusiness;
  pendingChange: PendingProfileChange | null;
  /** The Photos tab, from the photos feature (the route composes features). */
  photosTab: PhotosTab;
  /** The Jobs tab, from the jobs feature. */
  jobsTab: ReactNode;
  /** The Events tab, from the events feature. */
  eventsTab: ReactNode;
  /** The Insights tab, from the insights feature (it reads the business's plan). */
  insightsTab: PhotosTab;
  /** The Subscription tab, from the payments feature. */
  subscriptionTab: ReactNode;
  /** The Google Reviews tab, from the reviews feature. */
  reviewsTab: ReactNode;
}) {
  const [tab, setTab] = useSearchParamTab<PortalTab>('tab', TAB_IDS, 'profile');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList label="Business portal sections" tabs={TABS} />
      <TabPanel value={tab}>
        {tab === 'profile' ? (
          <ProfileTab business={business} pendingChange={pendingChange} />
        ) : tab === 'photos' ? (
          photosTab(business)
        ) : tab === 'jobs' ? (
          jobsTab
        ) : tab === 'events' ? (
          eventsTab
        ) : tab === 'insights' ? (
          insightsTab(business)
        ) : tab === 'reviews' ? (
          reviewsTab
        ) : tab === 'subscription' ? (
          subscriptionTab
        ) : (
          <SupportPanel />
        )}
      </TabPanel>
    </Tabs>
  );
}
