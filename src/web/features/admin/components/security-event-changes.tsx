import type { ValueChange } from '../lib/security-event-format';

/** What an admin action changed: each field's old value, then its new one. */
export function SecurityEventChanges({ changes }: { changes: ValueChange[] }) {
  return (
    <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-xs sm:grid-cols-[auto_1fr]">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-medium text-stone-700">{change.field}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere] text-stone-600">
            <del className="text-stone-500">{change.before}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> changed to </span>
            <ins className="text-stone-900 no-underline">{change.after}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
