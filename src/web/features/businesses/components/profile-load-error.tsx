import { Container } from '#web/ui/container.js';
import { FailurePanel, TryAgainButton } from '#web/ui/status-panel.js';
import { t } from '../i18n';

export function ProfileLoadError({
  detail,
  onRetry,
  retrying,
}: {
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Container className="py-12">
      <FailurePanel
        titleAs="h1"
        title={t('businesses.profile.loadError')}
        actions={<TryAgainButton onClick={onRetry} disabled={retrying} spin={retrying} />}
      >
        {detail}
      </FailurePanel>
    </Container>
  );
}
