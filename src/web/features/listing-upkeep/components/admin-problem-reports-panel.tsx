import { useState } from 'react';
import { REPORT_STATUSES, type ReportStatus } from '#domain/listing-upkeep.js';
import { toastFailure, useFailureToast } from '#web/lib/failure-toast.js';
import { toast } from '#web/lib/toast.js';
import { PagedList } from '#web/ui/paged-list.js';
import { RowList } from '#web/ui/row-list.js';
import { SectionCard } from '#web/ui/section-card.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import {
  UPKEEP_PAGE_SIZE,
  useDecideReport,
  useProblemReports,
  useSetBusinessClosed,
} from '../api/admin-upkeep';
import { CloseBusinessDialog } from './admin-close-business-dialog';
import { ReportItem } from './admin-report-item';

const STATUS_LABELS: Record<ReportStatus, string> = {
  new: 'New',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** The Reports queue: visitors' reports, new first, then the resolved and dismissed ones. */
export function ProblemReportsPanel() {
  const [status, setStatus] = useState<ReportStatus>('new');
  const [offset, setOffset] = useState(0);
  const [closing, setClosing] = useState<{ id: string; name: string } | null>(null);
  const reports = useProblemReports({ status, offset });
  const decide = useDecideReport();
  const closure = useSetBusinessClosed();
  useFailureToast(reports.isError, 'Failed to load reports.');
  const busy = decide.isPending || closure.isPending;

  const setClosed = (id: string, closed: boolean) =>
    closure.mutate(
      { id, closed },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setClosing(null);
        },
        onError: (error) => toastFailure('Failed to update the business.', error),
      },
    );

  return (
    <SectionCard title="Reports">
      <Tabs
        value={status}
        onValueChange={(next) => {
          setStatus(next);
          setOffset(0);
        }}
      >
        <TabList
          label="Report lists"
          variant="underline"
          className="mt-3"
          tabs={REPORT_STATUSES.map((id) => ({ id, label: STATUS_LABELS[id] }))}
        />
        <TabPanel value={status}>
          <PagedList
            query={reports}
            loadingLabel="Loading reports..."
            errorMessage="Failed to load reports."
            emptyMessage={status === 'new' ? 'No new reports.' : `No ${status} reports.`}
            offset={offset}
            pageSize={UPKEEP_PAGE_SIZE}
            onOffsetChange={setOffset}
          >
            {(items) => (
              <RowList label={`${STATUS_LABELS[status]} reports`}>
                {items.map((report) => (
                  <ReportItem
                    key={report.id}
                    report={report}
                    busy={busy}
                    onDecide={(next) =>
                      decide.mutate(
                        { id: report.id, status: next },
                        {
                          onSuccess: () => toast.success(`Report ${next}.`),
                          onError: (error) => toastFailure('Failed to update the report.', error),
                        },
                      )
                    }
                    onCloseBusiness={() =>
                      setClosing({ id: report.businessId, name: report.businessName })
                    }
                    onReopenBusiness={() => setClosed(report.businessId, false)}
                  />
                ))}
              </RowList>
            )}
          </PagedList>
        </TabPanel>
      </Tabs>
      {closing ? (
        <CloseBusinessDialog
          businessName={closing.name}
          pending={closure.isPending}
          onConfirm={() => setClosed(closing.id, true)}
          onClose={() => setClosing(null)}
        />
      ) : null}
    </SectionCard>
  );
}
