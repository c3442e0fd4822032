import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Approvals, jobs, businesses, photos, contact messages and imports."
        actions={
          <Button variant="outline" asChild>
            <Link to="/listings">View All Business Listings</Link>
          </Button>
        }
      />
      <Container className="py-12">
        <PlaceholderPanel />
      </Container>
    </>
  );
}
