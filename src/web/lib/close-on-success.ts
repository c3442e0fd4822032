import { toast } from './toast';

/**
 * A dialog's mutation callbacks when the server's answer says what was done ('Event
 * submitted for admin approval'): that message as a toast and the dialog closed, or
 * `onError` (the dialog stays open unless it closes it).
 */
export function closeOnSuccess(onClose: () => void, onError: (error: unknown) => void) {
  return {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message);
      onClose();
    },
    onError,
  };
}
