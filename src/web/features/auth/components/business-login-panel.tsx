import { Store } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { BackToSignInButton } from './back-to-sign-in-button';
import { ClaimBusinessForm } from './claim-business-form';
import { ForgotPasswordForm } from './forgot-password-form';
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
  const toPortal = () => navigate(PORTAL_PATH);
  const heading = HEADINGS[view];

  return (
    <Card className={`w-full p-6 sm:p-8 ${view === 'claim' ? 'max-w-2xl' : 'max-w-md'}`}>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-800 text-gold-300">
          <Store aria-hidden="true" className="size-6" />
        </span>
        {/* The page's one h1 names the page; the view's title is the card's heading. */}
        {view === 'sign-in' ? (
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">{heading.title}</h1>
        ) : (
          <>
            <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Business Login
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900">
              {heading.title}
            </h1>
          </>
        )}
        <p className="mt-2 text-sm text-stone-600">{heading.subtitle}</p>
      </div>

      <div className="mt-8">
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
      </div>
    </Card>
  );
}
