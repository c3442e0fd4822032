import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackToSignInButton } from './back-to-sign-in-button';
import { LoginCard } from './login-card';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** The admin login: password, then the authenticator code (or, the first time, set-up on the dashboard). */
export function AdminLoginPanel() {
  const [step, setStep] = useState<'sign-in' | 'two-factor'>('sign-in');
  const navigate = useNavigate();
  const toDashboard = () => navigate(ADMIN_DASHBOARD_PATH, { replace: true });

  return (
    <LoginCard
      icon={ShieldCheck}
      badgeClassName="bg-stone-900 text-white"
      title="Admin Login"
      subtitle={
        step === 'sign-in'
          ? 'For BCS Local administrators only.'
          : 'Enter the code from your authenticator app.'
      }
    >
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
    </LoginCard>
  );
}
