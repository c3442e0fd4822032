import { usePageTitle } from '../../../lib/use-page-title';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

export default function BusinessPortalPage() {
  usePageTitle('Business Portal');
  return (
    <>
      <PageHeader
        title="Business Portal"
        subtitle="Manage your listing, photos, job postings and subscription."
      />
      <Container className="py-12">
        <PlaceholderPanel />
      </Container>
    </>
  );
}
