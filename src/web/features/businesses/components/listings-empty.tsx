import { SearchX } from 'lucide-react';
import { StatusPanel } from '#web/ui/status-panel.js';

export function ListingsEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <StatusPanel
      dashed
      icon={<SearchX aria-hidden="true" />}
      titleAs="p"
      title="No businesses found matching your criteria."
      actions={
        onClear ? (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Clear all filters
          </button>
        ) : null
      }
    />
  );
}
