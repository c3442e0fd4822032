import { House, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';

const SHOWN_ID_MAX = 120;

export function ProfileNotFound({ businessId }: { businessId: string }) {
  const shownId =
    businessId.length > SHOWN_ID_MAX ? `${businessId.slice(0, SHOWN_ID_MAX)}…` : businessId;
  return (
    <Container className="flex flex-1 items-start justify-center py-12 sm:py-20">
      <Card className="flex w-full max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Business Not Found</h1>
        <p className="text-stone-600">The business profile you're looking for doesn't exist.</p>
        <p className="max-w-full text-sm text-stone-500">
          Business ID:{' '}
          <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-700 break-all">
            {shownId}
          </code>
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">
            <House aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </Card>
    </Container>
  );
}
