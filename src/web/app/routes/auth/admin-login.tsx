import { Navigate } from 'react-router';
import { useSession } from '#web/features/accounts/api/session.js';
import {
  ADMIN_DASHBOARD_PATH,
  AdminLoginPanel,
} from '#web/features/accounts/components/admin-login-panel.js';
import { Container } from '#web/ui/container.js';

export default function AdminLoginPage() {
  const session = useSession();
  // An admin who is already signed in goes straight to the dashboard (spec 001 section 2).
  if (session.data?.userType === 'admin') return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;
  return (
    <Container className="flex flex-1 items-start justify-center py-10 sm:py-16">
      <AdminLoginPanel />
    </Container>
  );
}
