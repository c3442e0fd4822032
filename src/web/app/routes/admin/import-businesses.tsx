import { Link } from 'react-router';
import { RequireAdmin } from '../../../features/accounts/components/require-admin';
import { SignOutButton } from '../../../features/accounts/components/sign-out-button';
import { ImportBusinessesPanel } from '../../../features/imports/components/import-businesses-panel';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

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
                <Button variant="outline" asChild>
                  <Link to="/admin/dashboard">Admin Dashboard</Link>
                </Button>
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
