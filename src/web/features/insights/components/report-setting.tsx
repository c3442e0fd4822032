import { toast } from 'sonner';
import { toastFailure } from '#web/lib/failure-toast.js';
import { useInsightSettings, useSaveInsightSettings } from '../api/insights';

export const REPORT_SAVE_FAILED = 'We could not save your report setting. Please try again.';

/** The monthly e-mail report, on or off; saved as soon as it is changed. */
export function ReportSetting() {
  const settings = useInsightSettings();
  const save = useSaveInsightSettings();
  const checked = save.isPending
    ? (save.variables?.monthlyReport ?? false)
    : (settings.data?.monthlyReport ?? false);
  return (
    <div className="mt-8 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={checked}
          disabled={!settings.data || save.isPending}
          onChange={(event) =>
            save.mutate(
              { monthlyReport: event.target.checked },
              {
                onSuccess: (result) => toast.success(result.message),
                onError: (error) => toastFailure(REPORT_SAVE_FAILED, error),
              },
            )
          }
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold text-stone-900">Email me a monthly report</span>
          <span className="text-sm text-stone-600">
            Early each month: last month's numbers next to the month before, and one idea for your
            listing.
          </span>
        </span>
      </label>
      {settings.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          We could not load your report setting.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void settings.refetch()}
          >
            Try again
          </button>
        </p>
      ) : null}
    </div>
  );
}
