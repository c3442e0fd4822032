import { format } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_PAGE_SIZE, contactAdminMessages as text } from '#domain/contact.js';
import { useFailureToast } from '#web/lib/failure-toast.js';
import { Button } from '#web/ui/button.js';
import { PagedList } from '#web/ui/paged-list.js';
import { RowList } from '#web/ui/row-list.js';
import { SectionCard } from '#web/ui/section-card.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { useContactSubmissions } from '../api/contact-submissions';
import { t } from '../i18n';
import { ContactStatusBadge } from './contact-status-badge';
import { ContactSubmissionDialog } from './contact-submission-dialog';

type View = 'active' | 'archived';

/** Contact Submissions: the visitors' messages, active or archived, newest first. */
export function ContactSubmissionsPanel() {
  const [view, setView] = useState<View>('active');
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const submissions = useContactSubmissions({ archived: view === 'archived', offset });
  useFailureToast(submissions.isError, text.fetchFailed);

  return (
    <SectionCard
      title={t('contact.admin.title')}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={submissions.isFetching}
          onClick={() => submissions.refetch()}
        >
          <RefreshCw aria-hidden="true" />
          {t('contact.admin.refresh')}
        </Button>
      }
    >
      <Tabs
        value={view}
        onValueChange={(next) => {
          setView(next);
          setOffset(0);
        }}
      >
        <TabList
          label={t('contact.admin.lists')}
          variant="underline"
          className="mt-3"
          tabs={[
            { id: 'active', label: t('contact.admin.tab.active') },
            { id: 'archived', label: t('contact.admin.tab.archived') },
          ]}
        />
        <TabPanel value={view}>
          <PagedList
            query={submissions}
            loadingLabel={t('contact.admin.loading')}
            errorMessage={text.fetchFailed}
            emptyMessage={t(`contact.admin.empty.${view}`)}
            offset={offset}
            pageSize={CONTACT_PAGE_SIZE}
            onOffsetChange={setOffset}
          >
            {(items) => (
              <RowList label={t(`contact.admin.list.${view}`)}>
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => setOpenId(item.id)}
                      className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <span className="flex min-w-0 flex-col">
                        <span
                          className={`break-words text-stone-900 ${item.status === 'unread' ? 'font-semibold' : 'font-medium'}`}
                        >
                          {item.subject || t('contact.admin.noSubject')}
                        </span>
                        <span className="text-sm break-words text-stone-600">
                          {item.name} · {item.email}
                        </span>
                      </span>
                      <span className="flex shrink-0 items-center gap-3 text-sm text-stone-600">
                        <ContactStatusBadge status={item.status} />
                        {format(new Date(item.createdAt), 'MMM d, yyyy')}
                      </span>
                    </button>
                  </li>
                ))}
              </RowList>
            )}
          </PagedList>
        </TabPanel>
      </Tabs>
      {openId ? <ContactSubmissionDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </SectionCard>
  );
}
