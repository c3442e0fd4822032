import { CheckCircle2, CircleAlert } from 'lucide-react';
import { PHOTO_PROBLEM_TEXT } from '#domain/photos.js';
import { translated } from '#web/lib/i18n.js';
import { RowList } from '#web/ui/row-list.js';
import { t } from '../i18n';
import { formatFileSize } from '../lib/format';
import type { UploadItem } from '../lib/use-photo-uploads';

/** Each chosen file: its badge when it cannot be sent, its progress, then how it went. */
export function PhotoUploadList({ items, label }: { items: UploadItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <RowList label={label} className="mt-4">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <span className="truncate font-medium text-stone-900">{item.file.name}</span>
            <span className="shrink-0 text-stone-500">{formatFileSize(item.file.size)}</span>
            {item.problem ? (
              <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">
                {translated(PHOTO_PROBLEM_TEXT[item.problem].badge)}
              </span>
            ) : null}
          </div>
          <UploadOutcome item={item} />
        </li>
      ))}
    </RowList>
  );
}

function UploadOutcome({ item }: { item: UploadItem }) {
  if (item.state === 'done') {
    return (
      <span className="flex items-center gap-1.5 text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-4" /> {t('photos.upload.done')}
      </span>
    );
  }
  if (item.state === 'failed') {
    return (
      <span className="flex items-start gap-1.5 text-red-800 sm:max-w-xs">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {item.error}
      </span>
    );
  }
  const percent = Math.round(item.progress * 100);
  return (
    <div className="flex items-center gap-2 sm:w-48">
      <div
        role="progressbar"
        aria-label={t('photos.upload.progressLabel', { fileName: item.file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-20 text-right text-stone-600 tabular-nums">
        {item.state === 'waiting' ? t('photos.upload.waiting') : `${percent}%`}
      </span>
    </div>
  );
}
