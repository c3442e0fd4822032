import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '#web/features/accounts/api/session.js';
import {
  BusinessLoginPanel,
  PORTAL_PATH,
} from '#web/features/accounts/components/business-login-panel.js';
import { returnPathOf } from '#web/features/accounts/lib/return-path.js';
import { Container } from '#web/ui/container.js';

export default function BusinessLoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.data?.userType === 'business_owner')
    return <Navigate to={returnPathOf(params.get('next')) ?? PORTAL_PATH} replace />;
  return (
    <Container className="flex flex-1 items-start justify-center py-10 sm:py-16">
      <BusinessLoginPanel />
    </Container>
  );
}
