import type { ReactNode } from 'react';
import type { PendingProfileChange, PortalBusiness } from '#domain/portal.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { type PortalKey, t } from '../i18n';
import { ProfileTab } from './profile-tab';
import { SupportPanel } from './support-panel';

// The ids are the ?tab= values, the same in every language (they are URLs); the labels are keys.
const TABS = [
  { id: 'profile', label: 'portal.tabs.profile' },
  { id: 'photos', label: 'portal.tabs.photos' },
  { id: 'jobs', label: 'portal.tabs.jobs' },
  { id: 'events', label: 'portal.tabs.events' },
  { id: 'insights', label: 'portal.tabs.insights' },
  { id: 'reviews', label: 'portal.tabs.reviews' },
  { id: 'subscription', label: 'portal.tabs.subscription' },
  { id: 'support', label: 'portal.tabs.support' },
] as const satisfies readonly { id: string; label: PortalKey }[];
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
      <TabList
        label={t('portal.tabs.label')}
        tabs={TABS.map(({ id, label }) => ({ id, label: t(label) }))}
      />
      <TabPanel value={tab}>{panels[tab]()}</TabPanel>
    </Tabs>
  );
}
