import { Store } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/ui/button.js';
import { returnPathOf } from '../lib/return-path';
import { BackToSignInButton } from './back-to-sign-in-button';
import { ClaimBusinessForm } from './claim-business-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginCard } from './login-card';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';

type View = 'sign-in' | 'two-factor' | 'forgot' | 'claim';

const HEADINGS: Record<View, { title: string; subtitle: string }> = {
  'sign-in': {
    title: 'Business Login',
    subtitle: 'Sign in to manage your listing, photos, jobs and subscription.',
  },
  'two-factor': {
    title: 'Two-Factor Authentication',
    subtitle: 'One more step to keep your account safe.',
  },
  forgot: { title: 'Reset Your Password', subtitle: 'We will e-mail you a link.' },
  claim: {
    title: 'Claim My Business',
    subtitle: 'Own a business in Bryan or College Station? Claim its listing.',
  },
};

export const PORTAL_PATH = '/business/portal';

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
      badgeClassName="bg-brand-800 text-gold-300"
      // The page's one h1 names the page; another view's title says which step this is.
      eyebrow={view === 'sign-in' ? undefined : 'Business Login'}
      title={heading.title}
      subtitle={heading.subtitle}
      wide={view === 'claim'}
    >
      {view === 'sign-in' ? (
        <>
          <SignInForm
            portal="business"
            onSignedIn={toPortal}
            onTwoFactor={() => setView('two-factor')}
            extra={
              <Button
                variant="link"
                onClick={() => setView('forgot')}
                className="-mt-2 self-end text-sm"
              >
                Forgot your password?
              </Button>
            }
          />
          <div className="mt-8 border-t border-stone-200 pt-6 text-center">
            <p className="text-sm text-stone-600">New to BCS Local?</p>
            <Button variant="outline" className="mt-3 w-full" onClick={() => setView('claim')}>
              Claim My Business
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
