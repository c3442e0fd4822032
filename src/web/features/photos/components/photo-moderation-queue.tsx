import { useState } from 'react';
import {
  ADMIN_PHOTOS_PAGE_SIZE,
  type AdminPhoto,
  BULK_APPROVE_MAX,
  photoMessages,
} from '#domain/photos.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { PagedList } from '#web/ui/paged-list.js';
import { useAdminPhotos, useApprovePhotos } from '../api/photos';
import { t } from '../i18n';
import { AdminPhotoGrid } from './admin-photo-grid';
import { PhotoReviewDialog } from './photo-review-dialog';

/** Owner uploads of every business waiting for a decision, oldest first; approve several at once. */
export function PhotoModerationQueue() {
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reviewing, setReviewing] = useState<AdminPhoto | null>(null);
  const photos = useAdminPhotos({ status: 'pending', offset });
  const approveAll = useApprovePhotos();

  const items = photos.data?.items ?? [];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const chosen = items.filter((p) => selected.has(p.id)).map((p) => p.id);
  const approveSelected = () =>
    approveAll.mutate(chosen.slice(0, BULK_APPROVE_MAX), {
      onSuccess: ({ approved }) => {
        toast.success(t('photos.queue.approved', { count: approved }));
        setSelected(new Set());
      },
      onError: (error) => toastFailure(t('photos.queue.approveFailed'), error),
    });

  return (
    <>
      <PagedList
        query={photos}
        loadingLabel={t('photos.loading')}
        errorMessage={translated(photoMessages.fetchFailed)}
        emptyMessage={t('photos.queue.empty')}
        offset={offset}
        pageSize={ADMIN_PHOTOS_PAGE_SIZE}
        onOffsetChange={setOffset}
        className="mt-4"
      >
        {() => (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setSelected(
                    chosen.length === items.length ? new Set() : new Set(items.map((p) => p.id)),
                  )
                }
              >
                {chosen.length === items.length
                  ? t('photos.queue.clearSelection')
                  : t('photos.queue.selectAll')}
              </Button>
              <Button
                size="sm"
                disabled={chosen.length === 0 || approveAll.isPending}
                onClick={approveSelected}
              >
                {approveAll.isPending
                  ? t('photos.review.approving')
                  : t('photos.queue.approveSelected', { count: chosen.length })}
              </Button>
            </div>
            <AdminPhotoGrid
              label={t('photos.queue.list')}
              photos={items}
              kind="queue"
              actions={(photo) => (
                <>
                  <label className="flex items-center gap-2 text-sm text-stone-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={selected.has(photo.id)}
                      onChange={() => toggle(photo.id)}
                    />
                    {richText(t('photos.queue.select', { businessName: photo.businessName }), [
                      <span key="which" className="sr-only" />,
                    ])}
                  </label>
                  <Button size="sm" className="ml-auto" onClick={() => setReviewing(photo)}>
                    {richText(t('photos.queue.review', { businessName: photo.businessName }), [
                      <span key="which" className="sr-only" />,
                    ])}
                  </Button>
                </>
              )}
            />
          </>
        )}
      </PagedList>
      {reviewing ? (
        <PhotoReviewDialog photo={reviewing} onClose={() => setReviewing(null)} />
      ) : null}
    </>
  );
}
