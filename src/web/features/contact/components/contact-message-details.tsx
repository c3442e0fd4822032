import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { ContactSubmission } from '#domain/contact.js';
import { t } from '../i18n';
import { ContactStatusBadge } from './contact-status-badge';

/**
 * A contact message as the admin reads it: its status, how to answer the sender and
 * the text, then `children` (the admin notes form).
 */
export function ContactMessageDetails({
  message,
  children,
}: {
  message: ContactSubmission;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ContactStatusBadge status={message.status} />
        {message.respondedAt ? (
          <span className="text-stone-600">
            {t('contact.admin.respondedAt', {
              date: format(new Date(message.respondedAt), 'PPp'),
            })}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-1 text-stone-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">{t('contact.admin.email')}</dt>
        <dd className="break-all">
          <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
        </dd>
        {message.phone ? (
          <>
            <dt className="font-medium">{t('contact.admin.phone')}</dt>
            <dd>
              <a className="text-brand-700 underline" href={`tel:${message.phone}`}>
                {message.phone}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="rounded-lg bg-stone-50 px-3 py-2 break-words whitespace-pre-line text-stone-800 ring-1 ring-stone-200">
        {message.message}
      </p>
      {children}
    </div>
  );
}
