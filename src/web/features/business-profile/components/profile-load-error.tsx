import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';

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
      <Card
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold text-stone-900">Error loading business profile</h1>
        {detail ? <p className="text-stone-600">{detail}</p> : null}
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </Card>
    </Container>
  );
}
