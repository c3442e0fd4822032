import { t } from '../lib/common-i18n';
import { Button, type ButtonSize } from './button';

/**
 * The two buttons that step a server-paged list back and forth by `pageSize`,
 * each disabled at its end, in a row laid out by `className`. The caller may
 * name them (Newer, Older for a mailbox).
 */
export function PageButtons({
  offset,
  total,
  pageSize,
  onOffsetChange,
  labels,
  size,
  className,
}: {
  offset: number;
  total: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
  labels?: { back: string; forward: string };
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button
        variant="outline"
        size={size}
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
      >
        {labels?.back ?? t('common.pager.previous')}
      </Button>
      <Button
        variant="outline"
        size={size}
        disabled={offset + pageSize >= total}
        onClick={() => onOffsetChange(offset + pageSize)}
      >
        {labels?.forward ?? t('common.pager.next')}
      </Button>
    </div>
  );
}
