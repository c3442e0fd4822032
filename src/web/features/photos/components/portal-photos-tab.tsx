import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type OwnerPhoto,
  photoCountText,
  photoLimitMessage,
  photoMessages,
} from '#domain/photos.js';
import { PLANS } from '#domain/plans.js';
import { Button } from '#web/ui/button.js';
import { Card } from '#web/ui/card.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { SectionCard } from '#web/ui/section-card.js';
import { LoadingState } from '#web/ui/spinner.js';
import { uploadOwnPhoto, useDeleteOwnPhoto, usePortalPhotos } from '../api/photos';
import { usePhotoUploads } from '../lib/use-photo-uploads';
import { PhotoDeleteDialog } from './photo-delete-dialog';
import { PhotoTile } from './photo-tile';
import { PhotoUploader } from './photo-uploader';

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
    successText: (n) => `${n} photo(s) sent for approval.`,
    onFinished: () => void photos.refetch(),
  });

  if (photos.isPending) return <LoadingState label="Loading photos..." />;
  if (photos.isError) {
    return (
      <Card className="p-5">
        <RetryAlert onRetry={() => void photos.refetch()}>{photoMessages.fetchFailed}</RetryAlert>
      </Card>
    );
  }

  const { items, plan, limit, used } = photos.data;
  const room = Math.max(0, limit - used);
  const full = room === 0;
  const hidden = items.filter((p) => p.status === 'approved' && !p.isPublic).length;

  return (
    <SectionCard
      title="Photos"
      description="New photos appear on your listing once an admin approves them."
      actions={
        <p className="text-sm font-medium text-stone-700" aria-live="polite">
          {photoCountText(used, limit)}{' '}
          <span className="text-stone-500">· {PLANS[plan].marketingName} plan</span>
        </p>
      }
    >
      <div className="mt-4">
        {full ? (
          <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {photoLimitMessage(plan)}{' '}
            {plan !== 'texas_gold' ? (
              <Link to="/pricing" className="font-semibold underline">
                See plans with more photos
              </Link>
            ) : null}
          </p>
        ) : null}
        <PhotoUploader
          id="portal-photo-input"
          uploads={uploads}
          disabled={full}
          onFiles={(files) =>
            void uploads.start(files, { room, roomMessage: photoLimitMessage(plan) })
          }
          listLabel="Upload progress"
          messageClassName="mt-3"
        />
      </div>

      {hidden > 0 ? (
        <p className="mt-4 text-sm text-stone-600">
          {hidden} approved photo(s) are hidden from your listing because your plan shows{' '}
          {limit === 1 ? '1 photo' : `${limit} photos`}.{' '}
          <Link to="/pricing" className="font-semibold text-brand-700 underline">
            Upgrade to show them
          </Link>
        </p>
      ) : null}

      <div className="mt-5">
        {items.length === 0 ? (
          <EmptyList>
            No photos yet. Add a photo of your storefront, your team or your work.
          </EmptyList>
        ) : (
          <ul aria-label="Your photos" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((photo) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                alt={`${businessName}: ${photo.fileName}`}
                badges={
                  photo.status === 'approved' && !photo.isPublic ? (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700 ring-1 ring-stone-200">
                      Hidden by plan
                    </span>
                  ) : null
                }
                caption={
                  <>
                    <span className="block truncate">{photo.fileName}</span>
                    {photo.status === 'rejected' && photo.adminNotes ? (
                      <span className="mt-1 block text-red-800">
                        Admin note: {photo.adminNotes}
                      </span>
                    ) : null}
                  </>
                }
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${photo.fileName}`}
                    onClick={() => setDeleting(photo)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </div>

      <PhotoDeleteDialog
        photo={deleting}
        description="It is removed from your listing and cannot be restored."
        remove={remove}
        doneText={photoMessages.deleted}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
