import { ArrowLeft } from 'lucide-react';
import { Button } from '#web/ui/button.js';
import { t } from '../i18n';

/** The way back from a login card's other steps (two-factor, forgot password, claim). */
export function BackToSignInButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="link" onClick={onClick} className="mt-6 w-full text-sm">
      <ArrowLeft aria-hidden="true" />
      {t('accounts.backToSignIn')}
    </Button>
  );
}
