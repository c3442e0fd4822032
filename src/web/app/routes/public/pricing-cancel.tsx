import { CircleX } from 'lucide-react';
import { t } from '#web/features/payments/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
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
            <>
              <ButtonLink to="/pricing">{t('payments.cancel.back')}</ButtonLink>
              <ButtonLink variant="outline" to="/business/portal">
                {t('payments.goToPortal')}
              </ButtonLink>
            </>
          }
        >
          {t('payments.cancel.text')}
        </StatusPanel>
      </Container>
    </>
  );
}
