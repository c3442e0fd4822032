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

/** The tabs other features draw; the route passes them in (features never import each other). */
export interface PortalTabSlots {
  /** The Photos tab, from the photos feature. */
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
}

/** The portal's sections; the open one is kept in ?tab= so reload and Back keep it. */
export function PortalTabs({
  business,
  pendingChange,
  ...slots
}: PortalTabSlots & {
  business: PortalBusiness;
  pendingChange: PendingProfileChange | null;
}) {
  const [tab, setTab] = useSearchParamTab<PortalTab>('tab', TAB_IDS, 'profile');
  const panels: Record<PortalTab, () => ReactNode> = {
    profile: () => <ProfileTab business={business} pendingChange={pendingChange} />,
    photos: () => slots.photosTab(business),
    jobs: () => slots.jobsTab,
    events: () => slots.eventsTab,
    insights: () => slots.insightsTab(business),
    reviews: () => slots.reviewsTab,
    subscription: () => slots.subscriptionTab,
    support: () => <SupportPanel />,
  };
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList label="Business portal sections" tabs={TABS} />
      <TabPanel value={tab}>{panels[tab]()}</TabPanel>
    </Tabs>
  );
}
