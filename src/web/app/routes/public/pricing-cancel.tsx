import { CircleX } from 'lucide-react';
import { t } from '#web/features/payments/i18n.js';
import { Container } from '#web/ui/container.js';
import { LinkPair } from '#web/ui/link-pair.js';
import { PageHeader } from '#web/ui/page-header.js';
import { StatusPanel } from '#web/ui/status-panel.js';

export default function PricingCancelPage() {
  return (
    <>
      <PageHeader title={t('payments.cancel.title')} subtitle={t('payments.cancel.subtitle')} />
      <Container className="py-12">
        <StatusPanel
          icon={<CircleX aria-hidden="true" />}
          tone="neutral"
          className="max-w-xl py-10"
          actions={
            <LinkPair
              main={{ to: '/pricing', label: t('payments.cancel.back') }}
              other={{ to: '/business/portal', label: t('payments.goToPortal') }}
            />
          }
        >
          {t('payments.cancel.text')}
        </StatusPanel>
      </Container>
    </>
  );
}
