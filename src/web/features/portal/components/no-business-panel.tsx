import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { authMessages } from '#domain/accounts.js';
import { Button } from '#web/ui/button.js';
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
        <Button asChild variant="outline">
          <Link to="/contact">Contact Support</Link>
        </Button>
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
