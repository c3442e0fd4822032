import { House } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '#web/ui/button-link.js';
import { usePageTitle } from '../lib/use-page-title';
import { Container } from '../ui/container';
import { FailurePanel, TryAgainButton } from '../ui/status-panel';

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
      <FailurePanel
        titleAs="h1"
        title="Something went wrong"
        actions={
          <>
            <TryAgainButton onClick={() => window.location.reload()} />
            <ButtonLink variant="outline" to="/" reloadDocument>
              <House aria-hidden="true" />
              Return to Home
            </ButtonLink>
          </>
        }
      >
        {describeRouteError(error)}
      </FailurePanel>
    </Container>
  );
}
