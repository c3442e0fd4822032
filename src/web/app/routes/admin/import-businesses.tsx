import { Link } from 'react-router';
import { RequireAdmin } from '#web/features/accounts/components/require-admin.js';
import { SignOutButton } from '#web/features/accounts/components/sign-out-button.js';
import { ImportBusinessesPanel } from '#web/features/imports/components/import-businesses-panel.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { PlaceholderPanel } from '#web/ui/placeholder-panel.js';

export default function ImportBusinessesPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <>
          <PageHeader
            title="Import Business Listings"
            subtitle="Add many businesses at once from a CSV or Excel file."
            actions={
              <>
                <ButtonLink variant="outline" to="/admin/dashboard">
                  Admin Dashboard
                </ButtonLink>
                <SignOutButton to="/admin/login" />
              </>
            }
          />
          <Container className="py-12">
            {user.twoFactorEnabled ? (
              <ImportBusinessesPanel title="New import" />
            ) : (
              <PlaceholderPanel title="Two-factor authentication needed">
                Set up two-factor authentication on the{' '}
                <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline">
                  admin dashboard
                </Link>{' '}
                first.
              </PlaceholderPanel>
            )}
          </Container>
        </>
      )}
    </RequireAdmin>
  );
}
