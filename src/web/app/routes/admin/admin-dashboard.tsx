import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '#domain/accounts.js';
import { SESSION_QUERY_KEY } from '#web/features/accounts/api/session.js';
import { RequireAdmin } from '#web/features/accounts/components/require-admin.js';
import { SecuritySettings } from '#web/features/accounts/components/security-settings.js';
import { SignOutButton } from '#web/features/accounts/components/sign-out-button.js';
import { TwoFactorSetup } from '#web/features/accounts/components/two-factor-setup.js';
import { useAdminDashboard } from '#web/features/admin/api/admin-dashboard.js';
import { AdminDashboard } from '#web/features/admin/components/admin-dashboard.js';
import { AdminSection } from '#web/features/admin/components/admin-section.js';
import { AdminTwoFactorRequired } from '#web/features/admin/components/admin-two-factor-required.js';
import { SecurityLog } from '#web/features/admin/components/security-log.js';
import { SubscriptionsPanel } from '#web/features/admin/components/subscriptions-panel.js';
import { AnalyticsPanel } from '#web/features/analytics/components/analytics-panel.js';
import { PendingApprovalsPanel } from '#web/features/approvals/components/pending-approvals-panel.js';
import { ProcessedApprovalsPanel } from '#web/features/approvals/components/processed-approvals-panel.js';
import { BusinessManagementPanel } from '#web/features/business-management/components/business-management-panel.js';
import { ContactSubmissionsPanel } from '#web/features/contact/components/contact-submissions-panel.js';
import { EventManagementPanel } from '#web/features/events/components/event-management-panel.js';
import { ImportBusinessesPanel } from '#web/features/imports/components/import-businesses-panel.js';
import { JobManagementPanel } from '#web/features/jobs/components/job-management-panel.js';
import { ProblemReportsPanel } from '#web/features/listing-upkeep/components/admin-problem-reports-panel.js';
import { StaleListingsPanel } from '#web/features/listing-upkeep/components/admin-stale-listings-panel.js';
import { usePendingPhotoCount } from '#web/features/photos/api/photos.js';
import { AdminPhotosPanel } from '#web/features/photos/components/admin-photos-panel.js';
import { PhotoModerationQueue } from '#web/features/photos/components/photo-moderation-queue.js';
import { AdminGoogleReviewsDialog } from '#web/features/reviews/components/admin-google-reviews-dialog.js';
import { PageHeader } from '#web/ui/page-header.js';
import { SettingsSection } from '#web/ui/settings-section.js';

/** The Businesses tab, with Google reviews and the dashboard's count of addresses to fix. */
function BusinessesPanel() {
  const stats = useAdminDashboard();
  return (
    <BusinessManagementPanel
      geocodeProblems={stats.data?.geocodeProblems}
      reviewsDialog={(business, onClose) => (
        <AdminGoogleReviewsDialog business={business} onClose={onClose} />
      )}
    />
  );
}

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
        businesses: <BusinessesPanel />,
        reports: (
          <div className="flex flex-col gap-6">
            <ProblemReportsPanel />
            <StaleListingsPanel />
          </div>
        ),
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
