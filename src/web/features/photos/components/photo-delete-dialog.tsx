import { photoMessages } from '#domain/photos.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { t } from '../i18n';

/** A photo's delete call: the photo's id, and the server's answer. */
interface PhotoDelete {
  isPending: boolean;
  mutate: (
    id: string,
    callbacks: {
      onSuccess: (answer: { message: string }) => void;
      onError: (error: unknown) => void;
      onSettled: () => void;
    },
  ) => void;
}

/**
 * Asks before `photo` is deleted (open while there is one), says how it went, and
 * closes either way. The success toast is `doneText`, or else the server's message.
 */
export function PhotoDeleteDialog({
  photo,
  description,
  remove,
  doneText,
  onClose,
}: {
  photo: { id: string } | null;
  description: string;
  remove: PhotoDelete;
  doneText?: string;
  onClose: () => void;
}) {
  const confirm = () => {
    if (!photo) return;
    remove.mutate(photo.id, {
      onSuccess: (answer) => toast.success(doneText ?? answer.message),
      onError: (error) => toastFailure(translated(photoMessages.deleteFailed), error),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={photo !== null}
      onClose={onClose}
      title={t('photos.delete.title')}
      description={description}
      confirmLabel={t('photos.delete.confirm')}
      pending={remove.isPending}
      pendingLabel={t('photos.delete.pending')}
      onConfirm={confirm}
    />
  );
}
