import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../../domain/accounts';
import { SESSION_QUERY_KEY } from '../../../features/accounts/api/session';
import { RequireAdmin } from '../../../features/accounts/components/require-admin';
import { SecuritySettings } from '../../../features/accounts/components/security-settings';
import { SignOutButton } from '../../../features/accounts/components/sign-out-button';
import { TwoFactorSetup } from '../../../features/accounts/components/two-factor-setup';
import { AdminDashboard } from '../../../features/admin/components/admin-dashboard';
import { AdminSection } from '../../../features/admin/components/admin-section';
import { AdminTwoFactorRequired } from '../../../features/admin/components/admin-two-factor-required';
import { SecurityLog } from '../../../features/admin/components/security-log';
import { SubscriptionsPanel } from '../../../features/admin/components/subscriptions-panel';
import { AnalyticsPanel } from '../../../features/analytics/components/analytics-panel';
import { PendingApprovalsPanel } from '../../../features/approvals/components/pending-approvals-panel';
import { ProcessedApprovalsPanel } from '../../../features/approvals/components/processed-approvals-panel';
import { BusinessManagementPanel } from '../../../features/business-management/components/business-management-panel';
import { ContactSubmissionsPanel } from '../../../features/contact/components/contact-submissions-panel';
import { EventManagementPanel } from '../../../features/events/components/event-management-panel';
import { ImportBusinessesPanel } from '../../../features/imports/components/import-businesses-panel';
import { JobManagementPanel } from '../../../features/jobs/components/job-management-panel';
import { usePendingPhotoCount } from '../../../features/photos/api/photos';
import { AdminPhotosPanel } from '../../../features/photos/components/admin-photos-panel';
import { PhotoModerationQueue } from '../../../features/photos/components/photo-moderation-queue';
import { PageHeader } from '../../../ui/page-header';
import { SettingsSection } from '../../../ui/settings-section';

function AdminPage({ user }: { user: AccountUser }) {
  const queryClient = useQueryClient();
  const setUser = (updated: AccountUser) => queryClient.setQueryData(SESSION_QUERY_KEY, updated);
  const signOut = <SignOutButton to="/admin/login" />;
  const pendingPhotos = usePendingPhotoCount(user.twoFactorEnabled);
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
    <AdminDashboard
      name={user.name}
      signOut={signOut}
      panels={{
        approvals: (
          <PendingApprovalsPanel
            photos={{ count: pendingPhotos, queue: <PhotoModerationQueue /> }}
          />
        ),
        processed: <ProcessedApprovalsPanel />,
        jobs: <JobManagementPanel />,
        events: <EventManagementPanel />,
        contacts: <ContactSubmissionsPanel />,
        businesses: <BusinessManagementPanel />,
        photos: <AdminPhotosPanel />,
        import: <ImportBusinessesPanel />,
        analytics: <AnalyticsPanel />,
        subscriptions: <SubscriptionsPanel />,
        'security-log': (
          <AdminSection title="Security log">
            <SecurityLog />
          </AdminSection>
        ),
        account: (
          <SettingsSection id="admin-account-heading" title="Your account">
            <SecuritySettings user={user} onUserChanged={setUser} />
          </SettingsSection>
        ),
      }}
    />
  );
}

export default function AdminDashboardPage() {
  return <RequireAdmin>{(user) => <AdminPage user={user} />}</RequireAdmin>;
}
