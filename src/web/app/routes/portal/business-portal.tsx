import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser, UserType } from '#domain/accounts.js';
import { SESSION_QUERY_KEY } from '#web/features/accounts/api/session.js';
import { RequireRole } from '#web/features/accounts/components/require-role.js';
import { SecuritySettings } from '#web/features/accounts/components/security-settings.js';
import { SignOutButton } from '#web/features/accounts/components/sign-out-button.js';
import { PortalEventsTab } from '#web/features/events/components/portal-events-tab.js';
import { InsightsTab } from '#web/features/insights/components/insights-tab.js';
import { PortalJobsTab } from '#web/features/jobs/components/portal-jobs-tab.js';
import { SubscriptionTab } from '#web/features/payments/components/subscription-tab.js';
import { PortalPhotosTab } from '#web/features/photos/components/portal-photos-tab.js';
import { PortalBusinessSection } from '#web/features/portal/components/portal-business-section.js';
import { t } from '#web/features/portal/i18n.js';
import { PortalReviewsTab } from '#web/features/reviews/components/portal-reviews-tab.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { SettingsSection } from '#web/ui/settings-section.js';

const OWNER = 'business_owner' satisfies UserType;
const BUSINESS_LOGIN_PATH = '/business/login';

function PortalPage({ user }: { user: AccountUser }) {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title={t('portal.page.title')}
        subtitle={t('portal.page.welcome', { name: user.name })}
        actions={<SignOutButton to={BUSINESS_LOGIN_PATH} />}
      />
      <Container className="flex flex-col gap-10 py-10">
        <PortalBusinessSection
          photosTab={(business) => <PortalPhotosTab businessName={business.name} />}
          jobsTab={<PortalJobsTab />}
          eventsTab={<PortalEventsTab />}
          insightsTab={(business) => <InsightsTab plan={business.plan} />}
          subscriptionTab={<SubscriptionTab />}
          reviewsTab={<PortalReviewsTab />}
        />
        <SettingsSection id="account-security-heading" title={t('portal.page.accountSecurity')}>
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
      userType={OWNER}
      redirectTo={BUSINESS_LOGIN_PATH}
      loading={t('portal.page.loading')}
      denied={t('portal.page.signInRequired')}
    >
      {(user) => <PortalPage user={user} />}
    </RequireRole>
  );
}
