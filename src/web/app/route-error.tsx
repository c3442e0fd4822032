import { House } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '#web/ui/button-link.js';
import { t } from '../lib/common-i18n';
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
    return t('common.loadFailed');
  }
  return t('common.routeError.unexpected');
}

/** Shown in place of a page that failed to load or render; the header and footer stay. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle(t('common.routeError.title'));
  return (
    <Container className="py-16">
      <FailurePanel
        titleAs="h1"
        title={t('common.routeError.title')}
        actions={
          <>
            <TryAgainButton onClick={() => window.location.reload()} />
            <ButtonLink variant="outline" to="/" reloadDocument>
              <House aria-hidden="true" />
              {t('common.returnHome')}
            </ButtonLink>
          </>
        }
      >
        {describeRouteError(error)}
      </FailurePanel>
    </Container>
  );
}
