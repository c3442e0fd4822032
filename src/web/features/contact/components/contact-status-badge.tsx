import type { ContactStatus } from '../../../../domain/contact';
import { cn } from '../../../lib/cn';

const STYLES: Record<ContactStatus, string> = {
  unread: 'bg-brand-50 text-brand-800 ring-brand-200',
  read: 'bg-stone-100 text-stone-700 ring-stone-200',
  responded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1',
        STYLES[status],
      )}
    >
      {status}
    </span>
  );
}
