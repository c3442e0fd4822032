import { NoMatchPanel } from '#web/ui/status-panel.js';
import { t } from '../i18n';

export function ListingsEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <NoMatchPanel
      title={t('businesses.listings.empty')}
      actions={
        onClear ? (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('businesses.listings.clearAll')}
          </button>
        ) : null
      }
    />
  );
}
