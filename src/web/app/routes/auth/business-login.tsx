import { Navigate } from 'react-router';
import { useSession } from '../../../features/accounts/api/session';
import {
  BusinessLoginPanel,
  PORTAL_PATH,
} from '../../../features/accounts/components/business-login-panel';
import { Container } from '../../../ui/container';

export default function BusinessLoginPage() {
  const session = useSession();
  if (session.data?.userType === 'business_owner') return <Navigate to={PORTAL_PATH} replace />;
  return (
    <Container className="flex flex-1 items-start justify-center py-10 sm:py-16">
      <BusinessLoginPanel />
    </Container>
  );
}
