import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Container } from '../ui/container';

function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  // A page's code could not be downloaded: usually a dropped connection or a new release.
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  ) {
    return 'This page could not be loaded. Check your connection, then try again.';
  }
  return 'An unexpected error occurred while showing this page.';
}

/** Shown in place of a page that failed to load or render; the header and footer stay. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  return (
    <Container className="py-16">
      <Card
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold text-stone-900">Something went wrong</h1>
        <p className="text-stone-600">{describeRouteError(error)}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
          <Button variant="outline" asChild>
            <Link to="/" reloadDocument>
              <House aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        </div>
      </Card>
    </Container>
  );
}
