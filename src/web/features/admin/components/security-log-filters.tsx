import { useState } from 'react';
import { SECURITY_ACTIONS } from '#domain/accounts.js';
import { SECURITY_LOG_ACTOR_MAX } from '#domain/admin.js';
import { inputClassName } from '#web/ui/form-field.js';
import { type SecurityEventFilter, useSecurityActions } from '../api/security-events';
import { actionLabel } from '../lib/security-event-format';
import { FilterLabel } from './filter-label';

/** The date range's two ends, each a day. */
const DATE_RANGE = [
  { bound: 'from', label: 'From' },
  { bound: 'to', label: 'To' },
] as const;

/**
 * Action, actor, result and date range; changing one starts again at the first
 * page. The actor filter applies on Enter or on leaving the field, not per keystroke.
 */
export function SecurityLogFilters({
  filter,
  onChange,
}: {
  filter: SecurityEventFilter;
  onChange: (patch: Partial<SecurityEventFilter>) => void;
}) {
  const update = onChange;
  const [actor, setActor] = useState(filter.actor);
  const applyActor = () => {
    if (actor.trim() !== filter.actor) update({ actor: actor.trim() });
  };
  // The known auth actions at once, and every action the log holds once it has loaded.
  const loaded = useSecurityActions().data?.actions ?? [];
  const actions = [...new Set<string>([...SECURITY_ACTIONS, ...loaded])].sort((a, b) =>
    actionLabel(a).localeCompare(actionLabel(b)),
  );

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FilterLabel label="Action">
        <select
          value={filter.action}
          onChange={(e) => update({ action: e.target.value })}
          className={inputClassName}
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </FilterLabel>
      <FilterLabel label="Actor">
        <input
          type="search"
          value={actor}
          maxLength={SECURITY_LOG_ACTOR_MAX}
          placeholder="Part of an e-mail"
          onChange={(e) => setActor(e.target.value)}
          onBlur={applyActor}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applyActor();
          }}
          className={inputClassName}
        />
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
      {DATE_RANGE.map(({ bound, label }) => (
        <FilterLabel key={bound} label={label}>
          <input
            type="date"
            value={filter[bound]}
            onChange={(e) => update({ [bound]: e.target.value })}
            className={inputClassName}
          />
        </FilterLabel>
      ))}
    </div>
  );
}
