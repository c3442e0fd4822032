import { approvalMessages, type ChangeListStatus, type ChangeType } from '#domain/approvals.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { SectionCard } from '#web/ui/section-card.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { ChangeRequestList } from './change-request-list';

const VIEWS = [
  { id: 'all', label: 'All', status: 'processed', empty: 'No processed requests yet.' },
  { id: 'approved', label: 'Approved', status: 'approved', empty: 'No approved requests yet.' },
  { id: 'rejected', label: 'Rejected', status: 'rejected', empty: 'No rejected requests yet.' },
  {
    id: 'claims',
    label: 'Business Claims',
    status: 'processed',
    type: 'business_claim',
    empty: 'No processed business claims yet.',
  },
] as const satisfies readonly {
  id: string;
  label: string;
  status: ChangeListStatus;
  type?: ChangeType;
  empty: string;
}[];
type ViewId = (typeof VIEWS)[number]['id'];
const VIEW_IDS = VIEWS.map((v) => v.id);

/** Processed Approvals: decided requests, newest decision first, with who decided and why. */
export function ProcessedApprovalsPanel() {
  const [viewId, setView] = useSearchParamTab<ViewId>('view', VIEW_IDS, 'all');
  const view = VIEWS.find((v) => v.id === viewId) ?? VIEWS[0];
  return (
    <SectionCard title="Processed Approvals">
      <Tabs value={view.id} onValueChange={setView}>
        <TabList
          label="Processed approval filters"
          variant="underline"
          className="mt-3"
          tabs={VIEWS}
        />
        <TabPanel value={view.id}>
          <ChangeRequestList
            key={view.id}
            filter={{ status: view.status, type: 'type' in view ? view.type : undefined }}
            label={`${view.label} processed requests`}
            emptyMessage={view.empty}
            failedMessage={approvalMessages.fetchProcessedFailed}
          />
        </TabPanel>
      </Tabs>
    </SectionCard>
  );
}
