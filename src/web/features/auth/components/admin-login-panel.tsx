import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../ui/card';
import { BackToSignInButton } from './back-to-sign-in-button';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** The admin login: password, then the authenticator code (or, the first time, set-up on the dashboard). */
export function AdminLoginPanel() {
  const [step, setStep] = useState<'sign-in' | 'two-factor'>('sign-in');
  const navigate = useNavigate();
  const toDashboard = () => navigate(ADMIN_DASHBOARD_PATH, { replace: true });

  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-stone-900 text-white">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">Admin Login</h1>
        <p className="mt-2 text-sm text-stone-600">
          {step === 'sign-in'
            ? 'For BCS Local administrators only.'
            : 'Enter the code from your authenticator app.'}
        </p>
      </div>
      <div className="mt-8">
        {step === 'sign-in' ? (
          <SignInForm
            portal="admin"
            onSignedIn={toDashboard}
            onTwoFactor={() => setStep('two-factor')}
          />
        ) : (
          <>
            <TwoFactorForm onSignedIn={toDashboard} onRestart={() => setStep('sign-in')} />
            <BackToSignInButton onClick={() => setStep('sign-in')} />
          </>
        )}
      </div>
    </Card>
  );
}
