import { usePageTitle } from '../../../lib/use-page-title';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

export default function ListingsPage() {
  usePageTitle('Business Listings');
  return (
    <>
      <PageHeader
        title="Business Listings"
        subtitle="Manage and view all imported business listings"
      />
      <Container className="py-12">
        <PlaceholderPanel />
      </Container>
    </>
  );
}
