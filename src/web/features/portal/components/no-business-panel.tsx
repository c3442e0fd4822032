import { CircleAlert } from 'lucide-react';
import { authMessages } from '#domain/accounts.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { StatusPanel } from '#web/ui/status-panel.js';

/** Signed in, but no approved business yet (a pending or rejected claim). */
export function NoBusinessPanel() {
  return (
    <StatusPanel
      role="status"
      icon={<CircleAlert aria-hidden="true" />}
      tone="gold"
      className="max-w-none"
      actions={
        <ButtonLink variant="outline" to="/contact">
          Contact Support
        </ButtonLink>
      }
    >
      <p className="max-w-lg font-semibold text-stone-900">{authMessages.noBusiness}</p>
      <p className="max-w-lg text-sm text-stone-600">
        If you just claimed your business, our team is reviewing it; your listing appears here once
        the claim is approved.
      </p>
    </StatusPanel>
  );
}
