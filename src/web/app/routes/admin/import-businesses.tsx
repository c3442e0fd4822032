import { usePageTitle } from '../../../lib/use-page-title';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

export default function ImportBusinessesPage() {
  usePageTitle('Import Business Listings');
  return (
    <>
      <PageHeader
        title="Import Business Listings"
        subtitle="Add many businesses at once from a CSV or Excel file."
      />
      <Container className="py-12">
        <PlaceholderPanel />
      </Container>
    </>
  );
}
