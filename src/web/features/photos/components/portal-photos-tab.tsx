import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type OwnerPhoto, photoLimitMessage, photoMessages } from '#domain/photos.js';
import { PLANS } from '#domain/plans.js';
import { translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { Button } from '#web/ui/button.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { PlanNotice } from '#web/ui/plan-notice.js';
import { TabQueryFallback } from '#web/ui/query-view.js';
import { SectionCard } from '#web/ui/section-card.js';
import { uploadOwnPhoto, useDeleteOwnPhoto, usePortalPhotos } from '../api/photos';
import { t } from '../i18n';
import { usePhotoUploads } from '../lib/use-photo-uploads';
import { PhotoDeleteDialog } from './photo-delete-dialog';
import { PhotoTile } from './photo-tile';
import { PhotoUploader } from './photo-uploader';

/** The refusal of a selection sits a little under the picker. */
const MESSAGE_SPACING = 'mt-3';

/**
 * The owner's Photos tab (spec 001 section 2): the plan's allowance, upload of
 * several images at once (each waits for an admin), and delete.
 */
export function PortalPhotosTab({ businessName }: { businessName: string }) {
  const photos = usePortalPhotos();
  const remove = useDeleteOwnPhoto();
  const [deleting, setDeleting] = useState<OwnerPhoto | null>(null);
  const uploads = usePhotoUploads({
    upload: uploadOwnPhoto,
    successText: (count) => t('photos.tab.sent', { count }),
    onFinished: () => void photos.refetch(),
  });

  if (!photos.isSuccess) {
    return (
      <TabQueryFallback query={photos} loadingLabel={t('photos.loading')}>
        {translated(photoMessages.fetchFailed)}
      </TabQueryFallback>
    );
  }

  const { items, plan, limit, used } = photos.data;
  const room = Math.max(0, limit - used);
  const full = room === 0;
  const hidden = items.filter((p) => p.status === 'approved' && !p.isPublic).length;
  const limitMessage = translated(photoLimitMessage(plan));

  return (
    <SectionCard
      title={t('photos.tab.title')}
      description={t('photos.tab.description')}
      actions={
        <p className="text-sm font-medium text-stone-700" aria-live="polite">
          {t('photos.tab.count', { used, limit })}{' '}
          <span className="text-stone-500">
            {t('photos.tab.plan', { plan: PLANS[plan].marketingName })}
          </span>
        </p>
      }
    >
      <div className="mt-4">
        {full ? (
          <PlanNotice
            plansLink={plan !== 'texas_gold' ? t('photos.tab.morePlans') : undefined}
            className="mb-3"
          >
            {limitMessage}
          </PlanNotice>
        ) : null}
        <PhotoUploader
          id="portal-photo-input"
          uploads={uploads}
          disabled={full}
          onFiles={(files) => void uploads.start(files, { room, roomMessage: limitMessage })}
          listLabel={t('photos.tab.progress')}
          messageClassName={MESSAGE_SPACING}
        />
      </div>

      {hidden > 0 ? (
        <p className="mt-4 text-sm text-stone-600">
          {richText(t('photos.tab.hidden', { hidden, limit }), [
            <Link key="upgrade" to="/pricing" className="font-semibold text-brand-700 underline" />,
          ])}
        </p>
      ) : null}

      <div className="mt-5">
        {items.length === 0 ? (
          <EmptyList>{t('photos.tab.empty')}</EmptyList>
        ) : (
          <ul
            aria-label={t('photos.tab.list')}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {items.map((photo) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                alt={t('photos.alt', { businessName, fileName: photo.fileName })}
                badges={
                  photo.status === 'approved' && !photo.isPublic ? (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700 ring-1 ring-stone-200">
                      {t('photos.tab.hiddenByPlan')}
                    </span>
                  ) : null
                }
                caption={
                  <>
                    <span className="block truncate">{photo.fileName}</span>
                    {photo.status === 'rejected' && photo.adminNotes ? (
                      <span className="mt-1 block text-red-800">
                        {t('photos.tab.adminNote', { note: photo.adminNotes })}
                      </span>
                    ) : null}
                  </>
                }
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('photos.tab.deleteLabel', { fileName: photo.fileName })}
                    onClick={() => setDeleting(photo)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('photos.delete.button')}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </div>

      <PhotoDeleteDialog
        photo={deleting}
        description={t('photos.tab.deleteDescription')}
        remove={remove}
        doneText={translated(photoMessages.deleted)}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
