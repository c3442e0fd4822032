import type { PhotoStatus } from '../../../../domain/photos';
import { cn } from '../../../lib/cn';

const STYLES: Record<PhotoStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

export function PhotoStatusBadge({ status }: { status: PhotoStatus }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium ring-1', STYLES[status])}>
      {status}
    </span>
  );
}
