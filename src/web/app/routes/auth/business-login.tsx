import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../features/accounts/api/session';
import {
  BusinessLoginPanel,
  PORTAL_PATH,
} from '../../../features/accounts/components/business-login-panel';
import { returnPathOf } from '../../../features/accounts/lib/return-path';
import { Container } from '../../../ui/container';

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
