import { useEffect } from 'react';
import {
  JOB_CATEGORIES,
  JOB_PAGE_SIZE,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobMessages,
} from '#domain/jobs.js';
import { useFailureToast } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { useAddressFilters, useFilterDraft } from '#web/lib/use-address-filters.js';
import { useProgressiveCount } from '#web/lib/use-progressive-count.js';
import { CheckOption } from '#web/ui/check-option.js';
import { FilterCard } from '#web/ui/filter-card.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { PagedList } from '#web/ui/paged-list.js';
import { SearchField } from '#web/ui/search-field.js';
import { BILINGUAL } from '#web/ui/spanish-badge.js';
import { useJobBoard } from '../api/jobs';
import { t } from '../i18n';
import { JobCard } from './job-card';

const KEYS = ['q', 'location', 'category', 'type', 'bilingual'] as const;
/** Each job type by its label, in the page's language; the address keeps its id (?type=part_time). */
const typeOptions = () =>
  JOB_TYPES.map((type) => ({ value: type, label: translated(JOB_TYPE_LABELS[type]) }));
/** Each category by its name in the page's language; the address keeps the English one. */
const categoryOptions = () =>
  JOB_CATEGORIES.map((category) => ({ value: category, label: translated(category) }));

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
  useFailureToast(jobs.isError, translated(jobMessages.fetchFailed));

  return (
    <div className="flex flex-col gap-6">
      <FilterCard
        label={t('jobs.board.filter')}
        columns={2}
        onApply={() => apply(draft)}
        onClear={clear}
      >
        <SearchField
          id="job-search"
          label={t('jobs.board.search')}
          placeholder={t('jobs.board.searchPlaceholder')}
          {...field('q')}
        />
        <SearchField
          id="job-location"
          label={t('jobs.board.location')}
          type="text"
          placeholder={t('jobs.board.locationPlaceholder')}
          {...field('location')}
        />
        <FilterSelect
          id="job-category"
          label={t('jobs.board.category')}
          emptyLabel={t('jobs.board.allCategories')}
          options={categoryOptions()}
          {...field('category')}
        />
        <FilterSelect
          id="job-type"
          label={t('jobs.board.type')}
          emptyLabel={t('jobs.board.allTypes')}
          options={typeOptions()}
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
        loadingLabel={t('jobs.board.loading')}
        errorMessage={translated(jobMessages.fetchFailed)}
        emptyMessage={filtered ? t('jobs.board.noMatch') : t('jobs.board.none')}
        offset={offset}
        pageSize={JOB_PAGE_SIZE}
        onOffsetChange={goTo}
        count={(total) => t('jobs.board.count', { count: total })}
        as="section"
        aria-label={t('jobs.board.results')}
        className="gap-4"
      >
        {(items) => items.slice(0, drawn).map((job) => <JobCard key={job.id} job={job} />)}
      </PagedList>
    </div>
  );
}
