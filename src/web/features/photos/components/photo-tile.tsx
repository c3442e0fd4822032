import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Photo } from '#domain/photos.js';
import { t } from '../i18n';
import { PhotoStatusBadge } from './photo-status-badge';

/** One photo in a grid: its thumbnail, status and primary badges, a caption and actions. */
export function PhotoTile({
  photo,
  alt,
  caption,
  actions,
  badges,
}: {
  photo: Photo;
  alt: string;
  caption?: ReactNode;
  actions?: ReactNode;
  badges?: ReactNode;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
      <img
        src={photo.thumbnailUrl}
        alt={alt}
        loading="lazy"
        width={400}
        height={300}
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <PhotoStatusBadge status={photo.status} />
          {photo.isPrimary ? (
            <span className="flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-medium text-brand-950 ring-1 ring-gold-300">
              <Star aria-hidden="true" className="size-3" /> {t('photos.tile.primary')}
            </span>
          ) : null}
          {badges}
        </div>
        {caption ? <div className="text-sm text-stone-700">{caption}</div> : null}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div> : null}
      </div>
    </li>
  );
}
