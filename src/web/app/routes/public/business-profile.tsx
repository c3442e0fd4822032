import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

export default function BusinessProfilePage() {
  const { businessId = '' } = useParams();
  usePageTitle('Business Profile');
  return (
    <>
      <Container className="pt-6">
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </Container>
      <PageHeader
        title="Business Profile"
        subtitle={<span className="break-all">{businessId}</span>}
        className="mt-2"
      />
      <Container className="py-12">
        <PlaceholderPanel />
      </Container>
    </>
  );
}
