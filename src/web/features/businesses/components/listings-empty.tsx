import { NoMatchPanel } from '#web/ui/status-panel.js';

export function ListingsEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <NoMatchPanel
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
