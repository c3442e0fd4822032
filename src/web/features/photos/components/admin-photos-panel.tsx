import { Star, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { ADMIN_PHOTOS_PAGE_SIZE, type AdminPhoto, photoMessages } from '#domain/photos.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { PagedList } from '#web/ui/paged-list.js';
import { SectionCard } from '#web/ui/section-card.js';
import {
  uploadPhotoForBusiness,
  useAdminPhotos,
  useDeleteAdminPhoto,
  useRefreshAfterPhotoChange,
  useSetPrimaryPhoto,
  useSetPrimaryPhotosForAll,
} from '../api/photos';
import { t } from '../i18n';
import { usePhotoUploads } from '../lib/use-photo-uploads';
import { AdminPhotoGrid } from './admin-photo-grid';
import { BusinessPicker, type PickedBusiness } from './business-picker';
import { PhotoDeleteDialog } from './photo-delete-dialog';
import { PhotoUploader } from './photo-uploader';

/**
 * Business Photos (spec 001 section 2, More > Upload Photos): pick a business,
 * upload photos that are approved at once, and manage every photo: set primary,
 * delete, and the 'set primary photos' action for all businesses.
 */
export function AdminPhotosPanel() {
  const [business, setBusiness] = useState<PickedBusiness | null>(null);
  const [offset, setOffset] = useState(0);
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const photos = useAdminPhotos({ businessId: business?.id, offset });
  const refresh = useRefreshAfterPhotoChange();
  const setPrimary = useSetPrimaryPhoto();
  const setAllPrimary = useSetPrimaryPhotosForAll();
  const remove = useDeleteAdminPhoto();

  // biome-ignore lint/correctness/useExhaustiveDependencies: another business starts at the first page
  useEffect(() => setOffset(0), [business?.id]);

  const businessId = business?.id;
  const upload = useCallback(
    (file: File, onProgress: (fraction: number) => void) =>
      uploadPhotoForBusiness(businessId ?? '', file, onProgress),
    [businessId],
  );
  const uploads = usePhotoUploads({
    upload,
    successText: (count) => t('photos.admin.uploaded', { count }),
    onFinished: () => void refresh(),
  });

  const makePrimary = (photo: AdminPhoto) =>
    setPrimary.mutate(photo.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toastFailure(translated(photoMessages.setPrimaryFailed), error),
    });
  const primaryForAll = () =>
    setAllPrimary.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toastFailure(translated(photoMessages.setPrimaryFailed), error),
    });

  return (
    <SectionCard
      title={t('photos.admin.title')}
      description={t('photos.admin.description')}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={setAllPrimary.isPending}
          onClick={primaryForAll}
        >
          <Star aria-hidden="true" />
          {setAllPrimary.isPending
            ? t('photos.admin.settingPrimary')
            : t('photos.admin.setPrimaryForAll')}
        </Button>
      }
    >
      <section aria-labelledby="admin-photo-upload-heading" className="mt-5 flex flex-col gap-4">
        <h3 id="admin-photo-upload-heading" className="sr-only">
          {t('photos.admin.uploadHeading')}
        </h3>
        <BusinessPicker value={business} onChange={setBusiness} />
        <PhotoUploader
          id="admin-photo-input"
          uploads={uploads}
          disabled={!business}
          onFiles={(files) => void uploads.start(files)}
          listLabel={t('photos.admin.results')}
        />
      </section>

      <section aria-labelledby="admin-photo-list-heading" className="mt-6">
        <h3 id="admin-photo-list-heading" className="text-base font-semibold text-stone-900">
          {business
            ? t('photos.admin.photosOf', { businessName: business.name })
            : t('photos.admin.allPhotos')}
        </h3>
        <PagedList
          query={photos}
          loadingLabel={t('photos.loading')}
          errorMessage={translated(photoMessages.fetchBusinessPhotosFailed)}
          emptyMessage={
            business
              ? t('photos.admin.noneOf', { businessName: business.name })
              : t('photos.admin.none')
          }
          offset={offset}
          pageSize={ADMIN_PHOTOS_PAGE_SIZE}
          onOffsetChange={setOffset}
          className="mt-3"
        >
          {(items) => (
            <AdminPhotoGrid
              label={t('photos.admin.list')}
              photos={items}
              kind="library"
              actions={(photo) => (
                <>
                  {photo.status === 'approved' && !photo.isPrimary ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={setPrimary.isPending}
                      onClick={() => makePrimary(photo)}
                    >
                      <Star aria-hidden="true" />
                      {richText(
                        t('photos.admin.setPrimary', { businessName: photo.businessName }),
                        [<span key="who" className="sr-only" />],
                      )}
                    </Button>
                  ) : null}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('photos.admin.deleteLabel', {
                      fileName: photo.fileName,
                      businessName: photo.businessName,
                    })}
                    onClick={() => setDeleting(photo)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('photos.delete.button')}
                  </Button>
                </>
              )}
            />
          )}
        </PagedList>
      </section>

      <PhotoDeleteDialog
        photo={deleting}
        description={t('photos.admin.deleteDescription', {
          businessName: deleting?.businessName ?? t('photos.admin.thisBusiness'),
        })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
