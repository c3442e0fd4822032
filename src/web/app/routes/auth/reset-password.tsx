import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoginCard } from '#web/features/accounts/components/login-card.js';
import { ResetPasswordForm } from '#web/features/accounts/components/reset-password-form.js';
import { t } from '#web/features/accounts/i18n.js';
import { Container } from '#web/ui/container.js';

/** Opened from the e-mailed reset link: /business/reset-password?token=... */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <Container className="flex flex-1 items-start justify-center py-10 sm:py-16">
      <LoginCard
        icon={KeyRound}
        tone="business"
        title={t('accounts.reset.pageTitle')}
        subtitle={t('accounts.reset.pageSubtitle')}
      >
        <ResetPasswordForm token={params.get('token')} />
      </LoginCard>
    </Container>
  );
}
