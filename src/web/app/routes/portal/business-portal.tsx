import { useQueryClient } from '@tanstack/react-query';
import { Building2, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AccountUser, authMessages } from '../../../../domain/accounts';
import type { PortalBusiness } from '../../../../domain/portal';
import { usePortalOverview } from '../../../features/account/api/get-portal-overview';
import { SecuritySettings } from '../../../features/account/components/security-settings';
import { SESSION_QUERY_KEY } from '../../../features/auth/api/session';
import { RequireRole } from '../../../features/auth/components/require-role';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';
import { LoadingState } from '../../../ui/spinner';

const TABS = ['Profile', 'Photos', 'Jobs', 'Subscription', 'Support'] as const;
type Tab = (typeof TABS)[number];

function BusinessSummary({ business }: { business: PortalBusiness }) {
  const address = [business.address, business.city, business.state, business.zipCode]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | null][] = [
    ['Category', business.category],
    ['Address', address || null],
    ['Phone', business.phone],
    ['Website', business.website],
    ['Email', business.email],
    ['Description', business.description],
  ];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-xl font-semibold text-stone-900">{business.name}</h2>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-500">{label}</dt>
            <dd className="break-words text-stone-900">{value || 'Not provided'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The portal's tabs; each section arrives with its own issue. */
function PortalTabs() {
  const [tab, setTab] = useState<Tab>('Profile');
  return (
    <div>
      <div role="tablist" aria-label="Business portal sections" className="flex flex-wrap gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`portal-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="portal-tab-panel"
            onClick={() => setTab(name)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
              tab === name
                ? 'bg-brand-800 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100'
            }`}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        id="portal-tab-panel"
        role="tabpanel"
        aria-labelledby={`portal-tab-${tab}`}
        className="mt-4"
      >
        <PlaceholderPanel title={tab}>
          {tab === 'Support' ? 'Support interface coming soon...' : 'This section is being built.'}
        </PlaceholderPanel>
      </div>
    </div>
  );
}

function PortalHome({ user }: { user: AccountUser }) {
  const overview = usePortalOverview();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title="Business Portal"
        subtitle={`Welcome, ${user.name}!`}
        actions={<SignOutButton to="/business/login" />}
      />
      <Container className="flex flex-col gap-10 py-10">
        <section aria-label="Your business" className="flex flex-col gap-6">
          {overview.isPending ? (
            <LoadingState label="Loading your business..." />
          ) : overview.isError ? (
            <div role="alert" className="flex items-center gap-3 text-stone-700">
              We could not load your business.
              <Button variant="outline" size="sm" onClick={() => overview.refetch()}>
                Try again
              </Button>
            </div>
          ) : overview.data.business ? (
            <>
              <BusinessSummary business={overview.data.business} />
              <PortalTabs />
            </>
          ) : (
            <Card role="status" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
              <CircleAlert aria-hidden="true" className="size-10 text-gold-600" />
              <p className="max-w-lg font-semibold text-stone-900">{authMessages.noBusiness}</p>
              <p className="max-w-lg text-sm text-stone-600">
                If you just claimed your business, our team is reviewing it; your listing appears
                here once the claim is approved.
              </p>
              <Button asChild variant="outline" className="mt-2">
                <Link to="/contact">Contact Support</Link>
              </Button>
            </Card>
          )}
        </section>
        <section aria-labelledby="account-security-heading" className="flex flex-col gap-4">
          <h2 id="account-security-heading" className="text-xl font-semibold text-stone-900">
            Account &amp; Security
          </h2>
          <SecuritySettings
            user={user}
            onUserChanged={(updated) => queryClient.setQueryData(SESSION_QUERY_KEY, updated)}
          />
        </section>
      </Container>
    </>
  );
}

export default function BusinessPortalPage() {
  usePageTitle('Business Portal');
  return (
    <RequireRole
      userType="business_owner"
      redirectTo="/business/login"
      loading="Loading..."
      denied="Please sign in to your business account."
    >
      {(user) => <PortalHome user={user} />}
    </RequireRole>
  );
}
