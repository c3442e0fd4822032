import { Container } from '#web/ui/container.js';
import { FailurePanel, TryAgainButton } from '#web/ui/status-panel.js';

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
        title="Error loading business profile"
        actions={<TryAgainButton onClick={onRetry} disabled={retrying} spin={retrying} />}
      >
        {detail}
      </FailurePanel>
    </Container>
  );
}
