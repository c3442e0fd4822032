import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { Button } from './button';
import { DialogFooter } from './dialog-footer';

export interface DialogProps {
  /** Shown while true (a dialog mounted only while open leaves it out). */
  open?: boolean;
  /** Escape, the close button or a click outside: the caller closes it. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, right-aligned under the content (stacked on a phone). */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog: focus trapped, Escape or the close button closes it, focus
 * returns to what opened it. On a phone it fills the width and scrolls.
 */
export function Dialog({
  open = true,
  onClose,
  title,
  description,
  children,
  footer,
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          // Without a description Radix would warn; the title alone names the dialog.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl outline-none data-[state=open]:animate-fade-in',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div className="flex flex-col gap-1">
              <RadixDialog.Title className="text-lg font-semibold text-stone-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-stone-600">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('common.close')}
                className="-mr-2 -mt-1"
              >
                <X aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          {children ? <div className="overflow-y-auto px-5 py-4">{children}</div> : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-stone-200 px-5 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open?: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are ('Cancel' unless told). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the action runs: the buttons are disabled and the confirm button says so. */
  pending?: boolean;
  pendingLabel?: string;
}

/** Asks before a destructive action; nothing happens until it is confirmed. */
export function ConfirmDialog({
  open = true,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  pendingLabel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <DialogFooter
          destructive
          actionLabel={confirmLabel}
          pendingLabel={pendingLabel ?? t('common.processing')}
          pending={pending}
          onAction={onConfirm}
          onCancel={onClose}
          cancelLabel={cancelLabel}
        />
      }
    />
  );
}

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'children'> {
  /** The form's id: the footer's action, outside the form, submits it. */
  formId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's layout ('flex flex-col gap-4', a two-column grid). */
  formClassName: string;
  actionLabel: string;
  /** What the action says while the form is sent ('Saving...' unless told). */
  pendingLabel?: string;
  pending: boolean;
  /** The action cannot be taken yet. */
  disabled?: boolean;
  children: ReactNode;
}

/** A dialog that is one form: its fields, then Cancel and the action that submits it. */
export function FormDialog({
  formId,
  onSubmit,
  formClassName,
  actionLabel,
  pendingLabel,
  pending,
  disabled,
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <Dialog
      {...dialog}
      footer={
        <DialogFooter
          form={formId}
          actionLabel={actionLabel}
          pendingLabel={pendingLabel ?? t('common.saving')}
          pending={pending}
          disabled={disabled}
          onCancel={dialog.onClose}
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}
