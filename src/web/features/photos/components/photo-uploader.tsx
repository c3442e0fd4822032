import { cn } from '#web/lib/cn.js';
import { t } from '../i18n';
import type { usePhotoUploads } from '../lib/use-photo-uploads';
import { PhotoPicker } from './photo-picker';
import { PhotoUploadList } from './photo-upload-list';

/**
 * Upload photos: the picker (disabled, and reading 'Uploading...', while a batch is
 * sent), why a selection was refused, and each file's row under `listLabel`.
 */
export function PhotoUploader({
  id,
  uploads,
  disabled,
  onFiles,
  listLabel,
  messageClassName,
}: {
  id: string;
  uploads: ReturnType<typeof usePhotoUploads>;
  /** Whether the picker waits for something besides a running batch. */
  disabled: boolean;
  onFiles: (files: File[]) => void;
  listLabel: string;
  messageClassName?: string;
}) {
  return (
    <>
      <PhotoPicker
        id={id}
        disabled={disabled || uploads.busy}
        label={uploads.busy ? t('photos.picker.uploading') : t('photos.picker.upload')}
        onFiles={onFiles}
      />
      {uploads.selectionMessage ? (
        <p role="alert" className={cn('text-sm font-medium text-red-800', messageClassName)}>
          {uploads.selectionMessage}
        </p>
      ) : null}
      <PhotoUploadList items={uploads.items} label={listLabel} />
    </>
  );
}
