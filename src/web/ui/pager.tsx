import { t } from '../lib/common-i18n';
import { PageButtons } from './page-buttons';

/**
 * 'a–b of total' with Previous and Next for a list paged on the server. The
 * range is announced when it changes.
 */
export function Pager({
  offset,
  shown,
  total,
  pageSize,
  onOffsetChange,
}: {
  offset: number;
  /** How many items the current page shows. */
  shown: number;
  total: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
}) {
  if (total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600">
      <span aria-live="polite">
        {t('common.pager.range', { first: offset + 1, last: offset + shown, total })}
      </span>
      {total > pageSize ? (
        <PageButtons
          offset={offset}
          total={total}
          pageSize={pageSize}
          onOffsetChange={onOffsetChange}
          size="sm"
          className="flex gap-2"
        />
      ) : null}
    </div>
  );
}
