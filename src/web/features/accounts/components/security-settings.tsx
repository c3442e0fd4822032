import type { ReactNode } from 'react';
import type { AccountUser } from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { Card } from '#web/ui/card.js';
import { t } from '../i18n';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorCard } from './two-factor-card';

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <p className="mt-1 mb-5 text-sm text-stone-600">{description}</p>
      {children}
    </Card>
  );
}

/** The account's security area: password, two-factor and the signed-in devices. */
export function SecuritySettings({
  user,
  onUserChanged,
}: {
  user: AccountUser;
  onUserChanged: (user: AccountUser) => void;
}) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel
        title={translated('Password')}
        description={t('accounts.security.password.description')}
      >
        <ChangePasswordForm />
      </Panel>
      <div className="flex flex-col gap-5">
        <Panel
          title={t('accounts.security.twoFactor.title')}
          description={t('accounts.security.twoFactor.description')}
        >
          <TwoFactorCard user={user} onChanged={onUserChanged} />
        </Panel>
        <Panel
          title={t('accounts.security.sessions.title')}
          description={t('accounts.security.sessions.description')}
        >
          <SessionsList />
        </Panel>
      </div>
    </div>
  );
}
