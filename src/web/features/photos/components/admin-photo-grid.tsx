import type { ReactNode } from 'react';
import type { AdminPhoto } from '#domain/photos.js';
import { t } from '../i18n';
import { formatDay } from '../lib/format';
import { PhotoTile } from './photo-tile';

const names = (photo: AdminPhoto) => ({
  businessName: photo.businessName,
  fileName: photo.fileName,
});

/**
 * What each admin screen's tiles say: the photo's alt text, and the line under the
 * business's name (the library gives the day and the file, the queue when it came).
 */
const SCREENS = {
  library: {
    alt: (photo: AdminPhoto) => t('photos.alt', names(photo)),
    detail: (photo: AdminPhoto) => (
      <>
        {formatDay(photo.createdAt)} · {photo.fileName}
      </>
    ),
  },
  queue: {
    alt: (photo: AdminPhoto) => t('photos.review.alt', names(photo)),
    detail: (photo: AdminPhoto) => t('photos.queue.uploaded', { date: formatDay(photo.createdAt) }),
  },
};

/** The admins' grid of photos from every business: each tile names its business. */
export function AdminPhotoGrid({
  label,
  photos,
  kind,
  actions,
}: {
  label: string;
  photos: AdminPhoto[];
  /** Which admin screen the grid is on. */
  kind: keyof typeof SCREENS;
  actions: (photo: AdminPhoto) => ReactNode;
}) {
  const { alt, detail } = SCREENS[kind];
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          alt={alt(photo)}
          caption={
            <>
              <span className="block font-semibold text-stone-900">{photo.businessName}</span>
              <span className="block text-stone-500">{detail(photo)}</span>
            </>
          }
          actions={actions(photo)}
        />
      ))}
    </ul>
  );
}
