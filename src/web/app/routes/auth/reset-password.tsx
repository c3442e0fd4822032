import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '#web/features/accounts/components/reset-password-form.js';
import { t } from '#web/features/accounts/i18n.js';
import { Card } from '#web/ui/card.js';
import { Container } from '#web/ui/container.js';

/** Opened from the e-mailed reset link: /business/reset-password?token=... */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <Container className="flex flex-1 items-start justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-8 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-800 text-gold-300">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
            {t('accounts.reset.pageTitle')}
          </h1>
          <p className="mt-2 text-sm text-stone-600">{t('accounts.reset.pageSubtitle')}</p>
        </div>
        <ResetPasswordForm token={params.get('token')} />
      </Card>
    </Container>
  );
}
