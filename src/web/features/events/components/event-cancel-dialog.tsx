import { eventMessages, type ManagedEvent } from '#domain/events.js';
import { closeOnSuccess } from '#web/lib/close-on-success.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { useCancelEvent } from '../api/events';

/** Asks before an event is cancelled: it cannot be taken back. */
export function EventCancelDialog({
  event,
  onClose,
}: {
  event: ManagedEvent;
  onClose: () => void;
}) {
  const cancel = useCancelEvent();
  const confirm = () =>
    cancel.mutate(
      event.id,
      closeOnSuccess(onClose, (error) => toastFailure(eventMessages.cancelFailed, error)),
    );
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Cancel this event?"
      description={
        event.status === 'approved'
          ? `“${event.title}” stays on /events marked as cancelled, and calendars that added it are told. This cannot be undone.`
          : `“${event.title}” will not be reviewed or listed. This cannot be undone.`
      }
      confirmLabel="Cancel Event"
      cancelLabel="Keep Event"
      pendingLabel="Cancelling..."
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
