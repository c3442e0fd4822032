import { GEOCODE_STATUS_LABELS, type GeocodeState } from '#domain/geocoding.js';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Chicago',
      })
    : null;

/** Where the geocoder stands on a listing's address (issue 29 point 4), for the admin. */
export function GeocodeStatus({ state }: { state: GeocodeState | null }) {
  const label = !state
    ? GEOCODE_STATUS_LABELS.no_address
    : state.status === null || (state.addressChanged && state.status !== 'manual')
      ? GEOCODE_STATUS_LABELS.due
      : GEOCODE_STATUS_LABELS[state.status];
  const problem = state?.status === 'no_match' || state?.status === 'failed';
  const details: string[] = [];
  if (state && !state.addressChanged) {
    if (state.status === 'matched' && state.matchedAddress)
      details.push(
        `as ${state.matchedAddress}${state.matchType === 'Non_Exact' ? ' (not exact)' : ''}`,
      );
    if (state.status === 'no_match')
      details.push(
        state.matchType === 'Tie'
          ? `several places match ${state.address}: make the address more precise`
          : `no such address: ${state.address}`,
      );
    if (state.status === 'failed') {
      details.push(`${state.attempts} ${state.attempts === 1 ? 'try' : 'tries'}`);
      const next = when(state.nextAttemptAt);
      if (next) details.push(`next ${next}`);
    }
    const last = when(state.attemptedAt);
    if (last && state.status !== 'manual') details.push(`checked ${last}`);
  }
  if (state?.status === 'manual' && state.addressChanged)
    details.push('the pin was set for an earlier address');
  return (
    <div className="flex min-w-0 gap-1 sm:col-span-2">
      <dt className="font-medium text-stone-700">Location:</dt>
      <dd className="min-w-0">
        <span
          className={problem && !state?.addressChanged ? 'font-medium text-red-800' : undefined}
        >
          {label}
        </span>
        {details.length ? <span className="break-words"> · {details.join(' · ')}</span> : null}
        {state?.status === 'failed' && state.lastError && !state.addressChanged ? (
          <span className="block text-xs break-words text-stone-500">{state.lastError}</span>
        ) : null}
      </dd>
    </div>
  );
}
