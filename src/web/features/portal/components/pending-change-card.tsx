import { ArrowRight, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PendingProfileChange } from '#domain/portal.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { formatDate, translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { Card } from '#web/ui/card.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { useWithdrawProfileChange } from '../api/withdraw-profile-change';
import { t } from '../i18n';

function Value({ text }: { text: string | null }) {
  return text ? (
    <span className="break-words whitespace-pre-line">{text}</span>
  ) : (
    <span className="text-stone-500 italic">{t('portal.notProvided')}</span>
  );
}

/** The profile change waiting for an admin, field by field, with a way to withdraw it. */
export function PendingChangeCard({
  change,
  focusHeading,
  onWithdrawn,
}: {
  change: PendingProfileChange;
  /** Move focus here, for someone who has just submitted the change. */
  focusHeading: boolean;
  onWithdrawn: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const withdraw = useWithdrawProfileChange();

  const onConfirm = () =>
    withdraw.mutate(change.id, {
      onSuccess: () => {
        setConfirming(false);
        onWithdrawn();
        toast.success(t('portal.pending.withdrawn'), {
          description: t('portal.pending.withdrawnDetail'),
        });
      },
      onError: (error) => {
        setConfirming(false);
        toastFailure(
          t('portal.pending.withdrawFailed', { message: error.message }),
          undefined,
          t('portal.error'),
        );
      },
    });

  return (
    <Card
      role="region"
      aria-labelledby="pending-change-heading"
      className="border-gold-300 bg-gold-50/60 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
          <div>
            <h2
              ref={heading}
              id="pending-change-heading"
              tabIndex={-1}
              className="text-base font-semibold text-stone-900 focus:outline-none"
            >
              {t('portal.pending.heading')}
            </h2>
            <p className="mt-0.5 text-sm text-stone-600">
              {richText(
                t('portal.pending.submitted', {
                  date: formatDate(new Date(change.createdAt), {
                    month: 'short',
                    day: 'numeric',
                    year: 'numeric',
                  }),
                }),
                [<time key="date" dateTime={change.createdAt} />],
              )}
            </p>
          </div>
        </div>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {t('portal.pending.withdraw')}
        </Button>
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        {change.changes.map((item) => (
          <li
            key={item.field}
            className="rounded-lg bg-white px-4 py-3 text-sm ring-1 ring-stone-200"
          >
            <p className="font-medium text-stone-900">{translated(item.label)}</p>
            <p className="mt-1 flex flex-col gap-1 text-stone-700 sm:flex-row sm:items-start sm:gap-2">
              <span className="sr-only">{t('portal.pending.from')}</span>
              <Value text={item.from} />
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-stone-400 sm:mt-0.5" />
              <span className="sr-only">{t('portal.pending.to')}</span>
              <span className="font-medium text-stone-900">
                <Value text={item.to} />
              </span>
            </p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('portal.pending.confirmTitle')}
        description={t('portal.pending.confirmDescription')}
        confirmLabel={t('portal.pending.withdraw')}
        pendingLabel={t('portal.pending.withdrawing')}
        pending={withdraw.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
