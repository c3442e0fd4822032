import type { ReactNode } from 'react';
import type { PendingProfileChange, PortalBusiness } from '../../../../domain/portal';
import { useSearchParamTab } from '../../../lib/use-search-param-tab';
import { type TabItem, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { ProfileTab } from './profile-tab';
import { SupportPanel } from './support-panel';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'photos', label: 'Photos' },
  { id: 'jobs', label: 'Jobs' },
  { id: 'insights', label: 'Insights' },
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
  insightsTab,
  subscriptionTab,
}: {
  business: PortalBusiness;
  pendingChange: PendingProfileChange | null;
  /** The Photos tab, from the photos feature (the route composes features). */
  photosTab: PhotosTab;
  /** The Jobs tab, from the jobs feature. */
  jobsTab: ReactNode;
  /** The Insights tab, from the insights feature (it reads the business's plan). */
  insightsTab: PhotosTab;
  /** The Subscription tab, from the payments feature. */
  subscriptionTab: ReactNode;
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
        ) : tab === 'insights' ? (
          insightsTab(business)
        ) : tab === 'subscription' ? (
          subscriptionTab
        ) : (
          <SupportPanel />
        )}
      </TabPanel>
    </Tabs>
  );
}
