import { type ReactNode, useState } from 'react';
import { approvalMessages, type ChangeRequestSummary } from '#domain/approvals.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { SectionCard } from '#web/ui/section-card.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { useChangeRequests } from '../api/change-requests';
import { ChangeRequestList } from './change-request-list';
import { ClaimReviewDialog } from './claim-review-dialog';
import { ProfileChangeReviewDialog } from './profile-change-review-dialog';

const VIEWS = ['claims', 'profile-changes', 'photos'] as const;

/** The two tabs that list change requests, and what each lists. */
const PENDING_LISTS = {
  claims: {
    filter: { status: 'pending', type: 'business_claim' },
    label: 'Pending business claims',
    emptyMessage: 'No business claims are waiting.',
  },
  'profile-changes': {
    filter: { status: 'pending', type: 'profile_update' },
    label: 'Pending profile changes',
    emptyMessage: 'No profile changes are waiting.',
  },
} as const;

function useCount(type: 'business_claim' | 'profile_update') {
  return useChangeRequests({ status: 'pending', type, offset: 0 }).data?.total;
}

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** Pending Approvals: business claims and profile changes (newest first) and owners' photos. */
export function PendingApprovalsPanel({
  photos,
}: {
  /** Owners' photos waiting for a decision: their count and the queue (photos feature). */
  photos: { count: number | undefined; queue: ReactNode };
}) {
  const [view, setView] = useSearchParamTab('view', VIEWS, 'claims');
  const [reviewing, setReviewing] = useState<ChangeRequestSummary | null>(null);
  const claims = useCount('business_claim');
  const changes = useCount('profile_update');
  const close = () => setReviewing(null);

  return (
    <SectionCard title="Pending Approvals">
      <Tabs value={view} onValueChange={setView}>
        <TabList
          label="Pending approval kinds"
          variant="underline"
          className="mt-3"
          tabs={[
            { id: 'claims', label: withCount('Business Claims', claims) },
            { id: 'profile-changes', label: withCount('Profile Changes', changes) },
            { id: 'photos', label: withCount('Photos', photos.count) },
          ]}
        />
        <TabPanel value={view}>
          {view === 'photos' ? (
            photos.queue
          ) : (
            <ChangeRequestList
              {...PENDING_LISTS[view]}
              failedMessage={approvalMessages.fetchPendingFailed}
              onReview={setReviewing}
            />
          )}
        </TabPanel>
      </Tabs>
      {reviewing?.type === 'business_claim' ? (
        <ClaimReviewDialog id={reviewing.id} onClose={close} />
      ) : reviewing?.type === 'profile_update' ? (
        <ProfileChangeReviewDialog id={reviewing.id} onClose={close} />
      ) : null}
    </SectionCard>
  );
}
