import { CircleCheck, LinkIcon, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import {
  type WithdrawalPreview,
  type WithdrawalQuery,
  withdrawalMessages,
} from '#domain/retention.js';
import { ApiError } from '#web/lib/api-client.js';
import { formatDate, translated } from '#web/lib/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Card, CardContent } from '#web/ui/card.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { LoadingState } from '#web/ui/spinner.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { SubmitButton } from '#web/ui/submit-button.js';
import { useWithdrawApplication, useWithdrawalPreview } from '../api/withdrawal';
import { t } from '../i18n';

/** A link that is forged, expired or already used: the server answers 400 or 404. */
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

/** Where the page ends (deleted, or a dead link): what happened, and the way back to the jobs. */
function Outcome(props: Omit<ComponentProps<typeof StatusPanel>, 'actions'>) {
  return (
    <StatusPanel
      {...props}
      actions={<ButtonLink to="/jobs">{t('jobs.withdraw.toJobs')}</ButtonLink>}
    />
  );
}

function DeadLink() {
  return (
    <Outcome
      icon={<LinkIcon aria-hidden="true" />}
      tone="neutral"
      title={t('jobs.withdraw.invalidTitle')}
      role="alert"
    >
      {translated(withdrawalMessages.linkInvalid)}
    </Outcome>
  );
}

/** What goes when the applicant confirms, and the one button that deletes it. */
function Confirm({
  preview,
  busy,
  onConfirm,
}: {
  preview: WithdrawalPreview;
  busy: boolean;
  onConfirm: () => void;
}) {
  const appliedOn = formatDate(new Date(preview.appliedAt), { dateStyle: 'long' });
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold text-stone-900">{t('jobs.withdraw.confirmTitle')}</h2>
        <p className="text-stone-700">
          {t('jobs.withdraw.summary', {
            title: preview.jobTitle,
            company: preview.companyName,
            date: appliedOn,
          })}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-stone-700">
          <li>{t('jobs.withdraw.deletesDetails')}</li>
          {preview.resumeFileName ? (
            <li>{t('jobs.withdraw.deletesResume', { file: preview.resumeFileName })}</li>
          ) : null}
          <li>{t('jobs.withdraw.employerLoses')}</li>
        </ul>
        <p className="text-sm text-stone-600">{t('jobs.withdraw.final')}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <SubmitButton busy={busy} busyLabel={t('jobs.withdraw.deleting')} icon={Trash2}>
            {t('jobs.withdraw.confirm')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The page the applicant's confirmation e-mail links to: it shows what the link would
 * delete and deletes only when the applicant presses the button (a visit deletes nothing).
 */
export function WithdrawApplication({ query }: { query: WithdrawalQuery | null }) {
  const preview = useWithdrawalPreview(query);
  const withdraw = useWithdrawApplication();

  if (withdraw.isSuccess) {
    return (
      <Outcome
        icon={<CircleCheck aria-hidden="true" />}
        tone="success"
        title={t('jobs.withdraw.doneTitle')}
        role="status"
      >
        {translated(withdraw.data.message)}
      </Outcome>
    );
  }
  if (query === null || isDeadLink(preview.error) || isDeadLink(withdraw.error)) {
    return <DeadLink />;
  }
  if (preview.isPending) return <LoadingState label={t('jobs.withdraw.loading')} />;
  if (preview.isError) {
    return (
      <RetryAlert onRetry={() => preview.refetch()}>{translated(preview.error.message)}</RetryAlert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {withdraw.isError ? (
        <p role="alert" className="mx-auto max-w-xl text-sm font-medium text-red-800">
          {translated(withdraw.error.message)}
        </p>
      ) : null}
      <Confirm
        preview={preview.data}
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate(query)}
      />
    </div>
  );
}
