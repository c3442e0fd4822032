import { eventMessages, type ManagedEvent } from '#domain/events.js';
import { closeOnSuccess } from '#web/lib/close-on-success.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { useCancelEvent } from '../api/events';
import { t } from '../i18n';

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
      closeOnSuccess(onClose, (error) =>
        toastFailure(translated(eventMessages.cancelFailed), error),
      ),
    );
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('events.cancel.title')}
      description={t(
        event.status === 'approved' ? 'events.cancel.approved' : 'events.cancel.pending',
        { title: event.title },
      )}
      confirmLabel={t('events.cancel.confirm')}
      cancelLabel={t('events.cancel.keep')}
      pendingLabel={t('events.cancel.pendingLabel')}
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
