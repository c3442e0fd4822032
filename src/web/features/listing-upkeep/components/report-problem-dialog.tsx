import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { problemReportMessages, REPORT_NOTE_MAX, REPORT_REASONS } from '#domain/listing-upkeep.js';
import {
  type ProblemReportRequest,
  problemReportRequestSchema,
} from '#domain/listing-upkeep-schemas.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { formatNumber, translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { CaptchaWidget } from '#web/ui/captcha-widget.js';
import { Dialog } from '#web/ui/dialog.js';
import { DialogFooter } from '#web/ui/dialog-footer.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { useCaptcha } from '#web/ui/use-captcha.js';
import { useSendProblemReport } from '../api/send-problem-report';
import { t } from '../i18n';

const FORM_ID = 'report-problem-form';

/**
 * A visitor tells us what is wrong with a listing: a reason, a note (required for
 * 'Other'), and the human check. The server checks all of it again.
 */
export function ReportProblemDialog({
  business,
  onClose,
}: {
  business: { id: string; name: string };
  onClose: () => void;
}) {
  const captcha = useCaptcha();
  const send = useSendProblemReport();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProblemReportRequest>({
    resolver: zodResolver(problemReportRequestSchema),
    defaultValues: { reason: undefined, note: '' },
  });
  const error = (errs: FieldErrors<ProblemReportRequest>, field: 'reason' | 'note') => {
    const message = errs[field]?.message;
    return message ? translated(message) : undefined;
  };

  const onValid = (values: ProblemReportRequest) => {
    if (!captcha.token) {
      toast.error(t('upkeep.report.completeVerification'));
      return;
    }
    send.mutate(
      { idOrSlug: business.id, body: { ...values, captcha: captcha.token } },
      {
        onSuccess: () => {
          toast.success(t('upkeep.report.sent'), {
            description: translated(problemReportMessages.sent),
          });
          onClose();
        },
        onError: (failure) => toastFailure(t('upkeep.report.failed'), failure),
        onSettled: captcha.reset,
      },
    );
  };

  const reasonError = error(errors, 'reason');
  return (
    <Dialog
      onClose={onClose}
      title={t('upkeep.report.title')}
      description={t('upkeep.report.description', { businessName: business.name })}
      footer={
        <DialogFooter
          form={FORM_ID}
          actionLabel={t('upkeep.report.send')}
          pendingLabel={t('upkeep.report.sending')}
          pending={send.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={handleSubmit(onValid)}
        className="flex flex-col gap-5"
      >
        <fieldset
          className="flex flex-col gap-2"
          aria-invalid={reasonError ? 'true' : undefined}
          aria-describedby={reasonError ? 'report-reason-error' : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-stone-800">
            {t('upkeep.report.reason')}
          </legend>
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={reason}
                {...register('reason')}
                className="size-4 accent-brand-700"
              />
              {t(`upkeep.report.reason.${reason}`)}
            </label>
          ))}
          {reasonError ? (
            <p id="report-reason-error" className="text-sm text-red-700">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          {...register('note')}
          id="report-note"
          label={t('upkeep.report.note')}
          hint={t('upkeep.report.noteHint', { count: formatNumber(REPORT_NOTE_MAX) })}
          error={error(errors, 'note')}
          rows={4}
          maxLength={REPORT_NOTE_MAX}
          className="min-h-24 resize-y"
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">
            {t('upkeep.report.verification')}
          </legend>
          <CaptchaWidget {...captcha.widgetProps} />
        </fieldset>
      </form>
    </Dialog>
  );
}
