import type { ReactNode } from 'react';
import { t } from '../lib/common-i18n';
import { PagedList, type PagedListProps } from './paged-list';
import { SectionCard } from './section-card';
import { TabList, TabPanel, Tabs } from './tabs';

/**
 * An admin's review queue (Job Management, Event Management): the items by status in
 * underlined tabs with their counts, each tab a list paged on the server. A new tab
 * starts on its first page. The caller fetches the tab's page and draws its items;
 * the list's wording follows from what the items are called ('job postings':
 * 'Loading job postings...', 'No paused job postings', 'Paused job postings').
 */
export function ReviewQueue<S extends string, T>({
  title,
  description,
  items,
  statuses,
  labels,
  counts,
  status,
  onStatusChange,
  children,
  ...list
}: Omit<PagedListProps<T>, 'loadingLabel' | 'emptyMessage'> & {
  title: string;
  description: string;
  /** What the queue holds, in the plural and lower case: 'events'. */
  items: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** How many each status holds, once the page has loaded. */
  counts: Record<S, number> | undefined;
  status: S;
  onStatusChange: (status: S) => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <SectionCard title={title} description={description}>
      <Tabs
        value={status}
        onValueChange={(next) => {
          onStatusChange(next);
          list.onOffsetChange(0);
        }}
      >
        <TabList
          label={t('common.reviewQueue.byStatus', {
            items: `${items[0].toUpperCase()}${items.slice(1)}`,
          })}
          variant="underline"
          className="mt-3"
          tabs={statuses.map((id) => ({
            id,
            label: counts ? `${labels[id]} (${counts[id]})` : labels[id],
          }))}
        />
        <TabPanel value={status}>
          <PagedList
            {...list}
            loadingLabel={t('common.reviewQueue.loading', { items })}
            emptyMessage={t('common.reviewQueue.empty', { status, items })}
          >
            {(page) => (
              <ul
                aria-label={t('common.reviewQueue.list', { status: labels[status], items })}
                className="flex flex-col gap-3"
              >
                {page.map(children)}
              </ul>
            )}
          </PagedList>
        </TabPanel>
      </Tabs>
    </SectionCard>
  );
}
