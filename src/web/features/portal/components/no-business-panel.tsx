import { CircleAlert } from 'lucide-react';
import { authMessages } from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { t } from '../i18n';

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
          {t('portal.noBusiness.contactSupport')}
        </ButtonLink>
      }
    >
      <p className="max-w-lg font-semibold text-stone-900">{translated(authMessages.noBusiness)}</p>
      <p className="max-w-lg text-sm text-stone-600">{t('portal.noBusiness.detail')}</p>
    </StatusPanel>
  );
}
