import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  JOB_CATEGORIES,
  JOB_PAGE_SIZE,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobMessages,
} from '#domain/jobs.js';
import { useFailureToast } from '#web/lib/failure-toast.js';
import { useProgressiveCount } from '#web/lib/use-progressive-count.js';
import { Button } from '#web/ui/button.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { PagedList } from '#web/ui/paged-list.js';
import { SearchField } from '#web/ui/search-field.js';
import { type JobFilters, useJobBoard } from '../api/jobs';
import { JobCard } from './job-card';

const KEYS = ['q', 'location', 'category', 'type'] as const;
const TYPE_OPTIONS = JOB_TYPES.map((t) => JOB_TYPE_LABELS[t]);

function filtersOf(params: URLSearchParams): JobFilters {
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    category: params.get('category') ?? '',
    type: params.get('type') ?? '',
  };
}

/**
 * The job board: the filter card (kept in the URL, so a search can be shared and
 * Back works), the open jobs newest first, paged by the server.
 */
export function JobBoard() {
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [draft, setDraft] = useState(applied);
  const jobs = useJobBoard(applied, offset);
  // Put on the page six cards at a time, so no commit is a long task on a phone.
  const drawn = useProgressiveCount(jobs.data?.items.length ?? 0);
  const set = (key: keyof JobFilters) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));

  // Back and Forward change the URL: the form follows.
  useEffect(() => setDraft(filtersOf(params)), [params]);
  useFailureToast(jobs.isError, jobMessages.fetchFailed);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of KEYS) if (draft[key].trim()) next.set(key, draft[key].trim());
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  const goTo = (nextOffset: number) => {
    const next = new URLSearchParams(params);
    if (nextOffset) next.set('offset', String(nextOffset));
    else next.delete('offset');
    setParams(next);
  };
  const typeLabel = draft.type
    ? (JOB_TYPE_LABELS[draft.type as keyof typeof JOB_TYPE_LABELS] ?? '')
    : '';

  return (
    <div className="flex flex-col gap-6">
      <search aria-label="Filter jobs">
        <form
          onSubmit={apply}
          className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2"
        >
          <SearchField
            id="job-search"
            label="Search"
            placeholder="Job title, keywords or company"
            value={draft.q}
            onChange={(e) => set('q')(e.target.value)}
          />
          <SearchField
            id="job-location"
            label="Location"
            type="text"
            placeholder="City"
            value={draft.location}
            onChange={(e) => set('location')(e.target.value)}
          />
          <FilterSelect
            id="job-category"
            label="Category"
            emptyLabel="All Categories"
            options={JOB_CATEGORIES}
            value={draft.category}
            onChange={(e) => set('category')(e.target.value)}
          />
          <FilterSelect
            id="job-type"
            label="Job Type"
            emptyLabel="All Types"
            options={TYPE_OPTIONS}
            value={typeLabel}
            onChange={(e) =>
              set('type')(JOB_TYPES.find((t) => JOB_TYPE_LABELS[t] === e.target.value) ?? '')
            }
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit">
              <Search aria-hidden="true" />
              Apply Filters
            </Button>
            <Button type="button" variant="outline" onClick={clear}>
              Clear All
            </Button>
          </div>
        </form>
      </search>

      <PagedList
        query={jobs}
        loadingLabel="Loading jobs..."
        errorMessage={jobMessages.fetchFailed}
        emptyMessage={
          KEYS.some((k) => applied[k])
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
