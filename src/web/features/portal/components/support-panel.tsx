import { LifeBuoy } from 'lucide-react';
import { publicConfig } from '#web/lib/public-config.js';
import { richText } from '#web/lib/rich-text.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { t } from '../i18n';

/** Support (spec 001 section 2): the interface is still to come; until then, e-mail us. */
export function SupportPanel() {
  const { contactEmail } = publicConfig;
  return (
    <StatusPanel
      icon={<LifeBuoy aria-hidden="true" />}
      title={t('portal.tabs.support')}
      className="max-w-none"
    >
      <p className="text-sm text-stone-600">{t('portal.support.comingSoon')}</p>
      <p className="max-w-md text-sm text-stone-600">
        {richText(t('portal.support.emailUs', { email: contactEmail }), [
          <a
            key="email"
            href={`mailto:${contactEmail}`}
            className="font-medium break-all text-brand-700 underline-offset-4 hover:underline"
          >
            {contactEmail}
          </a>,
        ])}
      </p>
    </StatusPanel>
  );
}
