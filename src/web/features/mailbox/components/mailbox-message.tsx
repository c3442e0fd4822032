import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { MailboxMessage as Message } from '#domain/mailbox.js';
import { linkify } from '../lib/linkify';
import { MailStatusBadge } from './mail-status-badge';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One message, collapsed to its envelope; opened, the text body with clickable
 * links, and the HTML version in a sandboxed frame (no scripts, no navigation).
 */
export function MailboxMessage({ message }: { message: Message }) {
  const [showHtml, setShowHtml] = useState(false);
  return (
    <details className="group rounded-2xl border border-stone-200 bg-white shadow-sm open:shadow-md">
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-2xl p-4 hover:bg-stone-50 sm:p-5 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-stone-400 transition-transform group-open:rotate-90"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-stone-900">{message.subject}</span>
            <MailStatusBadge status={message.status} />
          </span>
          <span className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-stone-600">
            <span className="break-all">
              <span className="text-stone-500">To </span>
              {message.to}
            </span>
            <time dateTime={message.createdAt} className="text-stone-500">
              {timeFormat.format(new Date(message.createdAt))}
            </time>
            <span className="font-mono text-xs leading-5 text-stone-400">{message.kind}</span>
          </span>
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-stone-100 p-4 sm:p-5">
        {message.lastError ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
            Attempt {message.attempts} failed: {message.lastError}
          </p>
        ) : null}
        <div className="text-sm leading-relaxed break-words whitespace-pre-wrap text-stone-800">
          {linkify(message.text)}
        </div>
        {message.html ? (
          <details
            className="rounded-xl ring-1 ring-stone-200"
            onToggle={(event) => setShowHtml(event.currentTarget.open)}
          >
            <summary className="cursor-pointer rounded-xl px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50">
              HTML version
            </summary>
            {showHtml ? (
              <iframe
                title={`HTML version of “${message.subject}”`}
                srcDoc={message.html}
                sandbox=""
                referrerPolicy="no-referrer"
                className="h-96 w-full rounded-b-xl border-t border-stone-200 bg-white"
              />
            ) : null}
          </details>
        ) : null}
      </div>
    </details>
  );
}
