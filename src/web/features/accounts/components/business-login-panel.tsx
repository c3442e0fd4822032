import { Store } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Portal } from '#domain/accounts.js';
import { Button } from '#web/ui/button.js';
import { type AccountsKey, t } from '../i18n';
import { returnPathOf } from '../lib/return-path';
import { BackToSignInButton } from './back-to-sign-in-button';
import { ClaimBusinessForm } from './claim-business-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginCard } from './login-card';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';

type View = 'sign-in' | 'two-factor' | 'forgot' | 'claim';

const HEADINGS: Record<View, { title: AccountsKey; subtitle: AccountsKey }> = {
  'sign-in': {
    title: 'accounts.businessLogin.title',
    subtitle: 'accounts.businessLogin.subtitle',
  },
  'two-factor': {
    title: 'accounts.twoFactorStep.title',
    subtitle: 'accounts.twoFactorStep.subtitle',
  },
  forgot: { title: 'accounts.forgot.title', subtitle: 'accounts.forgot.subtitle' },
  claim: { title: 'accounts.claim.title', subtitle: 'accounts.claim.subtitle' },
};

export const PORTAL_PATH = '/business/portal';
const PORTAL = 'business' satisfies Portal;

/** The business login's three forms (sign in, forgot password, claim), each with a way back. */
export function BusinessLoginPanel() {
  const [view, setView] = useState<View>('sign-in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back where the sign-in was asked for (a plan on /pricing), else the portal.
  const toPortal = () => navigate(returnPathOf(params.get('next')) ?? PORTAL_PATH);
  const heading = HEADINGS[view];

  return (
    <LoginCard
      icon={Store}
      tone={PORTAL}
      // The page's one h1 names the page; another view's title says which step this is.
      eyebrow={view === 'sign-in' ? undefined : t('accounts.businessLogin.title')}
      title={t(heading.title)}
      subtitle={t(heading.subtitle)}
      wide={view === 'claim'}
    >
      {view === 'sign-in' ? (
        <>
          <SignInForm
            portal={PORTAL}
            onSignedIn={toPortal}
            onTwoFactor={() => setView('two-factor')}
            extra={
              <Button
                variant="link"
                onClick={() => setView('forgot')}
                className="-mt-2 self-end text-sm"
              >
                {t('accounts.businessLogin.forgotLink')}
              </Button>
            }
          />
          <div className="mt-8 border-t border-stone-200 pt-6 text-center">
            <p className="text-sm text-stone-600">{t('accounts.businessLogin.newHere')}</p>
            <Button variant="outline" className="mt-3 w-full" onClick={() => setView('claim')}>
              {t('accounts.claim.title')}
            </Button>
          </div>
        </>
      ) : null}
      {view === 'two-factor' ? (
        <TwoFactorForm onSignedIn={toPortal} onRestart={() => setView('sign-in')} />
      ) : null}
      {view === 'forgot' ? <ForgotPasswordForm /> : null}
      {view === 'claim' ? <ClaimBusinessForm onDone={() => setView('sign-in')} /> : null}

      {view !== 'sign-in' ? <BackToSignInButton onClick={() => setView('sign-in')} /> : null}
    </LoginCard>
  );
}
