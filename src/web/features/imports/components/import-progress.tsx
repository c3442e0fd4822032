import { Button } from '#web/ui/button.js';

/** The running import: a progress bar, 'Imported X of Y rows', and Stop. */
export function ImportProgress({
  done,
  total,
  onStop,
}: {
  done: number;
  total: number;
  onStop: () => void;
}) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = `Imported ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700 tabular-nums">{text}</p>
        <Button variant="outline" size="sm" onClick={onStop}>
          Stop
        </Button>
      </div>
      <p className="text-xs text-stone-600">
        Stop takes back the rows written so far: nothing changes.
      </p>
    </div>
  );
}
