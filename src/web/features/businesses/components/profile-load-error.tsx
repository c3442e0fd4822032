import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '#web/ui/button.js';
import { Container } from '#web/ui/container.js';
import { StatusPanel } from '#web/ui/status-panel.js';

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
      <StatusPanel
        role="alert"
        icon={<TriangleAlert aria-hidden="true" />}
        titleAs="h1"
        title="Error loading business profile"
        actions={
          <Button onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
            Try again
          </Button>
        }
      >
        {detail}
      </StatusPanel>
    </Container>
  );
}
