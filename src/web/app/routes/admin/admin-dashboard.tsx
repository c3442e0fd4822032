import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Inbox, List, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type AccountUser, authMessages } from '../../../../domain/accounts';
import { PendingClaimsList } from '../../../features/account/components/pending-claims-list';
import { SecurityLog } from '../../../features/account/components/security-log';
import { SecuritySettings } from '../../../features/account/components/security-settings';
import { TwoFactorSetup } from '../../../features/account/components/two-factor-setup';
import { SESSION_QUERY_KEY } from '../../../features/auth/api/session';
import { RequireRole } from '../../../features/auth/components/require-role';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `admin-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** First sign-in: admins must set up two-factor authentication before anything else. */
function EnrolTwoFactor({ onEnabled }: { onEnabled: (user: AccountUser) => void }) {
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Set up two-factor authentication to continue. It is required for administrators."
        actions={<SignOutButton to="/admin/login" />}
      />
      <Container className="py-10">
        <Card className="mx-auto max-w-2xl p-5 sm:p-8">
          <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-stone-900">
            <ShieldAlert aria-hidden="true" className="size-5 text-brand-700" />
            Set up two-factor authentication
          </h2>
          <TwoFactorSetup onEnabled={onEnabled} />
        </Card>
      </Container>
    </>
  );
}

function AdminHome({ user }: { user: AccountUser }) {
  const queryClient = useQueryClient();
  const setUser = (updated: AccountUser) => queryClient.setQueryData(SESSION_QUERY_KEY, updated);
  if (!user.twoFactorEnabled) return <EnrolTwoFactor onEnabled={setUser} />;
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
            <SignOutButton to="/admin/login" />
          </>
        }
      />
      <Container className="flex flex-col gap-6 py-10">
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Section title="Pending business claims">
            <PendingClaimsList />
          </Section>
          <Section title="Tools">
            <nav aria-label="Admin tools" className="flex flex-col gap-3">
              <Button variant="secondary" asChild className="justify-start">
                <Link to="/admin/mailbox">
                  <Inbox aria-hidden="true" />
                  Mailbox
                </Link>
              </Button>
              <Button variant="secondary" asChild className="justify-start">
                <Link to="/import-businesses">
                  <FileUp aria-hidden="true" />
                  Import Businesses
                </Link>
              </Button>
            </nav>
          </Section>
        </div>
        <PlaceholderPanel title="Approvals, jobs, businesses, photos and analytics">
          The dashboard&apos;s tabs are being built.
        </PlaceholderPanel>
        <Section title="Security log">
          <SecurityLog />
        </Section>
        <section aria-labelledby="admin-account-heading" className="flex flex-col gap-4">
          <h2 id="admin-account-heading" className="text-xl font-semibold text-stone-900">
            Your account
          </h2>
          <SecuritySettings user={user} onUserChanged={setUser} />
        </section>
      </Container>
    </>
  );
}

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <RequireRole
      userType="admin"
      redirectTo="/admin/login"
      loading={authMessages.adminLoading}
      denied={authMessages.adminDenied}
    >
      {(user) => <AdminHome user={user} />}
    </RequireRole>
  );
}
