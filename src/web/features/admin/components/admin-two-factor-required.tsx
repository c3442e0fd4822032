import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#web/ui/card.js';
import { Container } from '#web/ui/container.js';

/** First sign-in: admins must set up two-factor authentication (`children`) before anything else. */
export function AdminTwoFactorRequired({ children }: { children: ReactNode }) {
  return (
    <Container className="py-10">
      <Card className="mx-auto max-w-2xl p-5 sm:p-8">
        <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-stone-900">
          <ShieldAlert aria-hidden="true" className="size-5 text-brand-700" />
          Set up two-factor authentication
        </h2>
        {children}
      </Card>
    </Container>
  );
}
