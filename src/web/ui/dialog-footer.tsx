import { t } from '../lib/common-i18n';
import { Button } from './button';

/**
 * A dialog's Cancel and its one action. While the action runs both are disabled
 * and the action says so ('Saving...'). With `form` the action submits that form
 * (the footer sits outside it); else it calls `onAction`.
 */
export function DialogFooter({
  actionLabel,
  pendingLabel,
  pending = false,
  disabled = false,
  form,
  onAction,
  onCancel,
  cancelLabel,
  destructive = false,
}: {
  actionLabel: string;
  pendingLabel: string;
  pending?: boolean;
  /** The action cannot be taken yet (the pending state disables it anyway). */
  disabled?: boolean;
  form?: string;
  onAction?: () => void;
  onCancel: () => void;
  /** When 'Cancel' would read as the action itself (cancelling an event: 'Keep Event'). */
  cancelLabel?: string;
  destructive?: boolean;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onAction}
        disabled={pending || disabled}
        className={destructive ? 'bg-red-700 text-white hover:bg-red-800' : undefined}
      >
        {pending ? pendingLabel : actionLabel}
      </Button>
    </>
  );
}
