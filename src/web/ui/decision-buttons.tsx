import { t } from '../lib/common-i18n';
import { Button } from './button';

/**
 * A review card's decisions (Approve, Reject, Pause...): all disabled while any
 * decision is on its way, the one on its way reading 'Processing...'. Each button
 * names its item for a screen reader: 'Approve Line Cook'.
 */
export function DecisionButtons<A extends string, C extends { action: A; label: string }>({
  actions,
  subject,
  primary,
  busy,
  pending,
  onChoose,
}: {
  actions: readonly C[];
  /** The item's name, after each label. */
  subject: string;
  /** The actions drawn as the main one. */
  primary: readonly A[];
  /** Some decision, on any item, is on its way. */
  busy: boolean;
  /** This item's decision on its way. */
  pending: A | null;
  onChoose: (choice: C) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((choice) => (
        <Button
          key={choice.action}
          size="sm"
          variant={primary.includes(choice.action) ? 'primary' : 'outline'}
          disabled={busy}
          onClick={() => onChoose(choice)}
          aria-label={`${choice.label} ${subject}`}
        >
          {pending === choice.action ? t('common.processing') : choice.label}
        </Button>
      ))}
    </div>
  );
}
