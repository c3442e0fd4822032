import { SECURITY_ACTIONS } from '../../../../domain/accounts';
import { inputClassName } from '../../../ui/form-field';
import type { SecurityEventFilter } from '../api/security-events';
import { actionLabel } from '../lib/security-event-format';
import { FilterLabel } from './filter-label';

/** Action, result and date range; changing one starts again at the first page. */
export function SecurityLogFilters({
  filter,
  onChange,
}: {
  filter: SecurityEventFilter;
  onChange: (patch: Partial<SecurityEventFilter>) => void;
}) {
  const update = onChange;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterLabel label="Action">
        <select
          value={filter.action}
          onChange={(e) => update({ action: e.target.value })}
          className={inputClassName}
        >
          <option value="">All actions</option>
          {SECURITY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </FilterLabel>
      <FilterLabel label="Result">
        <select
          value={filter.success}
          onChange={(e) => update({ success: e.target.value as SecurityEventFilter['success'] })}
          className={inputClassName}
        >
          <option value="">Success and failure</option>
          <option value="true">Success</option>
          <option value="false">Failure</option>
        </select>
      </FilterLabel>
      <FilterLabel label="From">
        <input
          type="date"
          value={filter.from}
          onChange={(e) => update({ from: e.target.value })}
          className={inputClassName}
        />
      </FilterLabel>
      <FilterLabel label="To">
        <input
          type="date"
          value={filter.to}
          onChange={(e) => update({ to: e.target.value })}
          className={inputClassName}
        />
      </FilterLabel>
    </div>
  );
}
