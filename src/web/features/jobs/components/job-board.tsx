import { useEffect } from 'react';
import {
  JOB_CATEGORIES,
  JOB_PAGE_SIZE,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobMessages,
} from '#domain/jobs.js';
import { useFailureToast } from '#web/lib/failure-toast.js';
import { useAddressFilters, useFilterDraft } from '#web/lib/use-address-filters.js';
import { useProgressiveCount } from '#web/lib/use-progressive-count.js';
import { CheckOption } from '#web/ui/check-option.js';
import { FilterCard } from '#web/ui/filter-card.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { PagedList } from '#web/ui/paged-list.js';
import { SearchField } from '#web/ui/search-field.js';
import { BILINGUAL } from '#web/ui/spanish-badge.js';
import { useJobBoard } from '../api/jobs';
import { JobCard } from './job-card';

const KEYS = ['q', 'location', 'category', 'type', 'bilingual'] as const;
/** Each job type by its label; the address keeps its id (?type=part_time). */
const TYPE_OPTIONS = JOB_TYPES.map((t) => ({ value: t, label: JOB_TYPE_LABELS[t] }));

/**
 * The job board: the filter card (kept in the URL, so a search can be shared and
 * Back works), the open jobs newest first, paged by the server.
 */
export function JobBoard() {
  const { applied, offset, filtered, apply, clear, goTo } = useAddressFilters(KEYS);
  const { draft, setDraft, set, field } = useFilterDraft(applied);
  const jobs = useJobBoard(applied, offset);
  // Put on the page six cards at a time, so no commit is a long task on a phone.
  const drawn = useProgressiveCount(jobs.data?.items.length ?? 0);

  // Back and Forward change the URL: the form follows.
  useEffect(() => setDraft(applied), [applied, setDraft]);
  useFailureToast(jobs.isError, jobMessages.fetchFailed);

  return (
    <div className="flex flex-col gap-6">
      <FilterCard label="Filter jobs" columns={2} onApply={() => apply(draft)} onClear={clear}>
        <SearchField
          id="job-search"
          label="Search"
          placeholder="Job title, keywords or company"
          {...field('q')}
        />
        <SearchField
          id="job-location"
          label="Location"
          type="text"
          placeholder="City"
          {...field('location')}
        />
        <FilterSelect
          id="job-category"
          label="Category"
          emptyLabel="All Categories"
          options={JOB_CATEGORIES}
          {...field('category')}
        />
        <FilterSelect
          id="job-type"
          label="Job Type"
          emptyLabel="All Types"
          options={TYPE_OPTIONS}
          {...field('type')}
        />
        <CheckOption
          label={BILINGUAL}
          lang="es"
          checked={draft.bilingual === '1'}
          onChange={(event) => set('bilingual')(event.target.checked ? '1' : '')}
        />
      </FilterCard>

      <PagedList
        query={jobs}
        loadingLabel="Loading jobs..."
        errorMessage={jobMessages.fetchFailed}
        emptyMessage={
          filtered
            ? 'No jobs match your filters. Try Clear All.'
            : 'No open positions right now. Check back soon.'
        }
        offset={offset}
        pageSize={JOB_PAGE_SIZE}
        onOffsetChange={goTo}
        count={(total) => `${total} ${total === 1 ? 'open position' : 'open positions'}`}
        as="section"
        aria-label="Open jobs"
        className="gap-4"
      >
        {(items) => items.slice(0, drawn).map((job) => <JobCard key={job.id} job={job} />)}
      </PagedList>
    </div>
  );
}
