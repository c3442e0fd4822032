import { formatDistanceToNow } from 'date-fns';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { usePendingClaims } from '../api/pending-claims';

/** The newest pending business claims; approving them is the approvals screen's job. */
export function PendingClaimsList() {
  const claims = usePendingClaims();
  if (claims.isPending) return <LoadingState label="Loading pending claims..." className="py-6" />;
  if (claims.isError) {
    return (
      <RetryAlert onRetry={() => claims.refetch()}>Could not load the pending claims.</RetryAlert>
    );
  }
  if (claims.data.total === 0) {
    return <p className="text-sm text-stone-600">No business claims are waiting.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-600">
        {claims.data.total === 1 ? '1 claim is waiting' : `${claims.data.total} claims are waiting`}
        {claims.data.total > claims.data.items.length ? '; the newest:' : ':'}
      </p>
      <ul className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
        {claims.data.items.map((claim) => (
          <li key={claim.id} className="px-4 py-3 text-sm">
            <p className="font-medium text-stone-900">{claim.newData.business_name}</p>
            <p className="text-xs text-stone-500">
              {claim.newData.business_category} · {claim.newData.business_city} ·{' '}
              {claim.newData.owner_name} ({claim.newData.owner_email}) · submitted{' '}
              {formatDistanceToNow(new Date(claim.createdAt), { addSuffix: true })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
