import { toastFailure } from '#web/lib/failure-toast.js';
import { toast } from '#web/lib/toast.js';
import { useInsightSettings, useSaveInsightSettings } from '../api/insights';
import { t } from '../i18n';

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
                onError: (error) => toastFailure(t('insights.setting.saveFailed'), error),
              },
            )
          }
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold text-stone-900">{t('insights.setting.label')}</span>
          <span className="text-sm text-stone-600">{t('insights.setting.description')}</span>
        </span>
      </label>
      {settings.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('insights.setting.loadFailed')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void settings.refetch()}
          >
            {t('insights.setting.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
