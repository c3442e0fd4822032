import { useQueryClient } from '@tanstack/react-query';
import { List } from 'lucide-react';
import { Link } from 'react-router';
import { type AccountUser, authMessages } from '../../../../domain/accounts';
import { SESSION_QUERY_KEY } from '../../../features/accounts/api/session';
import { RequireRole } from '../../../features/accounts/components/require-role';
import { SecuritySettings } from '../../../features/accounts/components/security-settings';
import { SignOutButton } from '../../../features/accounts/components/sign-out-button';
import { TwoFactorSetup } from '../../../features/accounts/components/two-factor-setup';
import { AdminOverview } from '../../../features/admin/components/admin-overview';
import { AdminTwoFactorRequired } from '../../../features/admin/components/admin-two-factor-required';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { SettingsSection } from '../../../ui/settings-section';

function AdminPage({ user }: { user: AccountUser }) {
  const queryClient = useQueryClient();
  const setUser = (updated: AccountUser) => queryClient.setQueryData(SESSION_QUERY_KEY, updated);
  const signOut = <SignOutButton to="/admin/login" />;
  if (!user.twoFactorEnabled) {
    return (
      <>
        <PageHeader
          title="Admin Dashboard"
          subtitle="Set up two-factor authentication to continue. It is required for administrators."
          actions={signOut}
        />
        <AdminTwoFactorRequired>
          <TwoFactorSetup onEnabled={setUser} />
        </AdminTwoFactorRequired>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle={`Welcome, ${user.name}!`}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/listings">
                <List aria-hidden="true" />
                View All Business Listings
              </Link>
            </Button>
            {signOut}
          </>
        }
      />
      <Container className="flex flex-col gap-6 py-10">
        <AdminOverview />
        <SettingsSection id="admin-account-heading" title="Your account">
          <SecuritySettings user={user} onUserChanged={setUser} />
        </SettingsSection>
      </Container>
    </>
  );
}

export default function AdminDashboardPage() {
  return (
    <RequireRole
      userType="admin"
      redirectTo="/admin/login"
      loading={authMessages.adminLoading}
      denied={authMessages.adminDenied}
    >
      {(user) => <AdminPage user={user} />}
    </RequireRole>
  );
}
