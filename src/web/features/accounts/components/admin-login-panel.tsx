import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Portal } from '#domain/accounts.js';
import { t } from '../i18n';
import { BackToSignInButton } from './back-to-sign-in-button';
import { LoginCard } from './login-card';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
const PORTAL = 'admin' satisfies Portal;

/** The admin login: password, then the authenticator code (or, the first time, set-up on the dashboard). */
export function AdminLoginPanel() {
  const [step, setStep] = useState<'sign-in' | 'two-factor'>('sign-in');
  const navigate = useNavigate();
  const toDashboard = () => navigate(ADMIN_DASHBOARD_PATH, { replace: true });

  return (
    <LoginCard
      icon={ShieldCheck}
      tone={PORTAL}
      title={t('accounts.adminLogin.title')}
      subtitle={
        step === 'sign-in'
          ? t('accounts.adminLogin.subtitle')
          : t('accounts.adminLogin.codeSubtitle')
      }
    >
      {step === 'sign-in' ? (
        <SignInForm
          portal={PORTAL}
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
