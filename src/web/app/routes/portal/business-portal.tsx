import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../../domain/accounts';
import { SESSION_QUERY_KEY } from '../../../features/accounts/api/session';
import { RequireRole } from '../../../features/accounts/components/require-role';
import { SecuritySettings } from '../../../features/accounts/components/security-settings';
import { SignOutButton } from '../../../features/accounts/components/sign-out-button';
import { InsightsTab } from '../../../features/insights/components/insights-tab';
import { PortalJobsTab } from '../../../features/jobs/components/portal-jobs-tab';
import { SubscriptionTab } from '../../../features/payments/components/subscription-tab';
import { PortalPhotosTab } from '../../../features/photos/components/portal-photos-tab';
import { PortalBusinessSection } from '../../../features/portal/components/portal-business-section';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { SettingsSection } from '../../../ui/settings-section';

function PortalPage({ user }: { user: AccountUser }) {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title="Business Portal"
        subtitle={`Welcome, ${user.name}!`}
        actions={<SignOutButton to="/business/login" />}
      />
      <Container className="flex flex-col gap-10 py-10">
        <PortalBusinessSection
          photosTab={(business) => <PortalPhotosTab businessName={business.name} />}
          jobsTab={<PortalJobsTab />}
          insightsTab={(business) => <InsightsTab plan={business.plan} />}
          subscriptionTab={<SubscriptionTab />}
        />
        <SettingsSection id="account-security-heading" title="Account & Security">
          <SecuritySettings
            user={user}
            onUserChanged={(updated) => queryClient.setQueryData(SESSION_QUERY_KEY, updated)}
          />
        </SettingsSection>
      </Container>
    </>
  );
}

export default function BusinessPortalPage() {
  return (
    <RequireRole
      userType="business_owner"
      redirectTo="/business/login"
      loading="Loading..."
      denied="Please sign in to your business account."
    >
      {(user) => <PortalPage user={user} />}
    </RequireRole>
  );
}
