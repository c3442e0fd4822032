import { House, SearchX } from 'lucide-react';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { t } from '../i18n';

const SHOWN_ID_MAX = 120;

export function ProfileNotFound({ businessId }: { businessId: string }) {
  const shownId =
    businessId.length > SHOWN_ID_MAX ? `${businessId.slice(0, SHOWN_ID_MAX)}…` : businessId;
  return (
    <Container className="flex flex-1 items-start justify-center py-12 sm:py-20">
      <StatusPanel
        icon={<SearchX aria-hidden="true" />}
        size="lg"
        titleAs="h1"
        title={t('businesses.profile.notFound')}
        actions={
          <ButtonLink size="lg" to="/">
            <House aria-hidden="true" />
            {t('businesses.profile.backToHome')}
          </ButtonLink>
        }
      >
        <p className="text-stone-600">{t('businesses.profile.notFoundText')}</p>
        <p className="max-w-full text-sm text-stone-500">
          {t('businesses.profile.businessId')}{' '}
          <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-700 break-all">
            {shownId}
          </code>
        </p>
      </StatusPanel>
    </Container>
  );
}
