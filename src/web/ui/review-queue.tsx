import type { ReactNode } from 'react';
import { PagedList, type PagedListProps } from './paged-list';
import { SectionCard } from './section-card';
import { TabList, TabPanel, Tabs } from './tabs';

/**
 * An admin's review queue (Job Management, Event Management): the items by status in
 * underlined tabs with their counts, each tab a list paged on the server. A new tab
 * starts on its first page. The caller fetches the tab's page and draws its items.
 */
export function ReviewQueue<S extends string, T>({
  title,
  description,
  tabsLabel,
  statuses,
  labels,
  counts,
  status,
  onStatusChange,
  listLabel,
  children,
  ...list
}: PagedListProps<T> & {
  title: string;
  description: string;
  tabsLabel: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** How many each status holds, once the page has loaded. */
  counts: Record<S, number> | undefined;
  status: S;
  onStatusChange: (status: S) => void;
  /** The shown list's name: 'Pending job postings'. */
  listLabel: string;
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
          label={tabsLabel}
          variant="underline"
          className="mt-3"
          tabs={statuses.map((id) => ({
            id,
            label: counts ? `${labels[id]} (${counts[id]})` : labels[id],
          }))}
        />
        <TabPanel value={status}>
          <PagedList {...list}>
            {(items) => (
              <ul aria-label={listLabel} className="flex flex-col gap-3">
                {items.map(children)}
              </ul>
            )}
          </PagedList>
        </TabPanel>
      </Tabs>
    </SectionCard>
  );
}
