import { format } from 'date-fns';
import {
  type ContactUpdateInput,
  contactUpdateSchema,
  contactAdminMessages as text,
} from '#domain/contact.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { Dialog } from '#web/ui/dialog.js';
import { QueryView } from '#web/ui/query-view.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import {
  useArchiveContactSubmission,
  useOpenContactSubmission,
  useUpdateContactSubmission,
} from '../api/contact-submissions';
import { t } from '../i18n';
import { ContactMessageDetails } from './contact-message-details';

/** One message: who wrote what and when, the admin's notes, Mark as Responded, Archive. */
export function ContactSubmissionDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const submission = useOpenContactSubmission(id);
  const update = useUpdateContactSubmission();
  const archive = useArchiveContactSubmission();
  const data = submission.data;
  // The saved notes, once the message has loaded and after each save.
  const saved = data?.adminNotes ?? '';
  const notes = useSchemaForm(contactUpdateSchema, {
    defaultValues: { adminNotes: '' },
    values: data ? { adminNotes: saved } : undefined,
  });
  const busy = update.isPending || archive.isPending;
  const notesField = fieldProps(notes, 'adminNotes', 'contact-admin-notes');

  const save = (input: ContactUpdateInput) =>
    update.mutate(
      { id, input },
      {
        onSuccess: () => toast.success(text.updated),
        onError: (error) => toastFailure(text.updateFailed, error),
      },
    );

  const setArchived = (archived: boolean) =>
    archive.mutate(
      { id, archived },
      {
        onSuccess: () => {
          toast.success(archived ? text.archived : text.unarchived);
          onClose();
        },
        onError: (error) => toastFailure(text.archiveFailed, error),
      },
    );

  return (
    <Dialog
      onClose={onClose}
      title={data?.subject || t('contact.admin.dialogTitle')}
      description={
        data
          ? t('contact.admin.from', {
              name: data.name,
              date: format(new Date(data.createdAt), 'PPp'),
            })
          : undefined
      }
      className="max-w-xl"
      footer={
        data ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => setArchived(!data.isArchived)}>
              {t(data.isArchived ? 'contact.admin.unarchive' : 'contact.admin.archive')}
            </Button>
            <Button
              variant="outline"
              disabled={busy || data.status === 'responded'}
              onClick={() => save({ status: 'responded' })}
            >
              {t(
                data.status === 'responded'
                  ? 'contact.admin.responded'
                  : 'contact.admin.markResponded',
              )}
            </Button>
          </>
        ) : null
      }
    >
      <QueryView
        query={submission}
        loadingLabel={t('contact.admin.opening')}
        errorMessage={t('contact.admin.openFailed')}
      >
        {(message) => (
          <ContactMessageDetails message={message}>
            <form noValidate onSubmit={notes.handleSubmit(save)} className="flex flex-col gap-2">
              <TextAreaField {...notesField} label={t('contact.admin.notes')} rows={3} />
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                className="self-end"
                disabled={busy || notes.watch('adminNotes') === saved}
              >
                {t('contact.admin.saveNotes')}
              </Button>
            </form>
          </ContactMessageDetails>
        )}
      </QueryView>
    </Dialog>
  );
}
