import { Inbox, Info, LogIn, MailX, RefreshCw, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { MAILBOX_PAGE_SIZE } from '#domain/mailbox.js';
import { isApiError } from '#web/lib/api-client.js';
import { Button } from '#web/ui/button.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { PageButtons } from '#web/ui/page-buttons.js';
import { LoadingState } from '#web/ui/spinner.js';
import { FailurePanel, StatusPanel } from '#web/ui/status-panel.js';
import { useMailbox } from '../api/get-mailbox';
import { useMailboxAccess } from '../api/get-mailbox-access';
import { MailboxMessage } from './mailbox-message';

function DeliveryNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      No SMTP server is configured (SMTP_URL), so nothing is sent: every message the site writes is
      delivered to this mailbox, which only signed-in administrators can read. Open one to read it
      and follow its links.
    </p>
  );
}

function SignInNotice() {
  return (
    <StatusPanel
      icon={<LogIn aria-hidden="true" />}
      title="Sign in required"
      actions={<ButtonLink to="/admin/login">Go to Admin Login</ButtonLink>}
    >
      The mailbox is for administrators. Please sign in to read it.
    </StatusPanel>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <FailurePanel
      title="The mailbox could not be loaded"
      actions={
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      }
    >
      {message}
    </FailurePanel>
  );
}

export function MailboxList() {
  const [offset, setOffset] = useState(0);
  const access = useMailboxAccess();
  const mailbox = useMailbox(offset, { enabled: access.data?.allowed === true });

  if (access.isPending) return <LoadingState label="Loading messages..." />;
  if (access.isError) {
    return <LoadError message={access.error.message} onRetry={() => access.refetch()} />;
  }
  if (!access.data.allowed) {
    if (access.data.reason === 'signed_out') return <SignInNotice />;
    if (access.data.reason === 'off') {
      return (
        <StatusPanel icon={<MailX aria-hidden="true" />} title="The mailbox is off">
          {access.data.message ?? undefined}
        </StatusPanel>
      );
    }
    return (
      <StatusPanel icon={<ShieldAlert aria-hidden="true" />} title="Access denied">
        {access.data.message ?? undefined}
      </StatusPanel>
    );
  }

  if (mailbox.isPending) return <LoadingState label="Loading messages..." />;
  if (mailbox.isError) {
    // A session that ended while the page was open.
    if (isApiError(mailbox.error) && mailbox.error.status === 401) return <SignInNotice />;
    return <LoadError message={mailbox.error.message} onRetry={() => mailbox.refetch()} />;
  }

  const { items, total } = mailbox.data;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + items.length, total);

  return (
    <div className="flex flex-col gap-5">
      <DeliveryNote />
      {items.length === 0 ? (
        <StatusPanel icon={<Inbox aria-hidden="true" />} title="No messages yet">
          Password resets, contact messages and other e-mails appear here as soon as the site writes
          them.
        </StatusPanel>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-stone-600">
            {total === 1 ? '1 message' : `Messages ${from}–${to} of ${total}`}, newest first.
          </p>
          <ul className="flex flex-col gap-3">
            {items.map((message) => (
              <li key={message.id}>
                <MailboxMessage message={message} />
              </li>
            ))}
          </ul>
          {total > MAILBOX_PAGE_SIZE ? (
            <nav aria-label="Mailbox pages">
              <PageButtons
                offset={offset}
                total={total}
                pageSize={MAILBOX_PAGE_SIZE}
                onOffsetChange={setOffset}
                labels={{ back: 'Newer', forward: 'Older' }}
                className="flex justify-between gap-3"
              />
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
