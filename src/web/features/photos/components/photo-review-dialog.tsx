import { type AdminPhoto, PHOTO_NOTES_MAX, photoReviewSchema } from '#domain/photos.js';
import { closeOnSuccess } from '#web/lib/close-on-success.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { Button } from '#web/ui/button.js';
import { Dialog } from '#web/ui/dialog.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { useReviewPhoto } from '../api/photos';
import { t } from '../i18n';
import { formatDay, formatFileSize } from '../lib/format';

/** A pending photo at display size, with an optional note, approved or rejected. */
export function PhotoReviewDialog({ photo, onClose }: { photo: AdminPhoto; onClose: () => void }) {
  const review = useReviewPhoto();
  const form = useSchemaForm(photoReviewSchema, { defaultValues: { notes: '' } });
  const decide = (decision: 'approve' | 'reject') =>
    form.handleSubmit(({ notes }) =>
      review.mutate(
        { id: photo.id, decision, notes: notes?.trim() || undefined },
        closeOnSuccess(onClose, (error) =>
          toastFailure(
            t(
              decision === 'approve' ? 'photos.review.approveFailed' : 'photos.review.rejectFailed',
            ),
            error,
          ),
        ),
      ),
    )();

  return (
    <Dialog
      onClose={onClose}
      title={t('photos.review.title', { businessName: photo.businessName })}
      description={t('photos.review.description', {
        fileName: photo.fileName,
        size: formatFileSize(photo.fileSize),
        date: formatDay(photo.createdAt),
      })}
      className="max-w-3xl"
      footer={
        <>
          <Button variant="outline" disabled={review.isPending} onClick={() => decide('reject')}>
            {review.isPending && review.variables?.decision === 'reject'
              ? t('photos.review.rejecting')
              : t('photos.review.reject')}
          </Button>
          <Button disabled={review.isPending} onClick={() => decide('approve')}>
            {review.isPending && review.variables?.decision === 'approve'
              ? t('photos.review.approving')
              : t('photos.review.approve')}
          </Button>
        </>
      }
    >
      <img
        src={photo.url}
        alt={t('photos.review.alt', { businessName: photo.businessName, fileName: photo.fileName })}
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        className="max-h-[55dvh] w-full rounded-lg bg-stone-100 object-contain"
      />
      <TextAreaField
        {...fieldProps(form, 'notes', 'photo-review-notes')}
        label={t('photos.review.note')}
        hint={t('photos.review.noteHint')}
        rows={2}
        maxLength={PHOTO_NOTES_MAX}
        className="mt-1"
      />
    </Dialog>
  );
}
