import { ListingsDirectory } from '../../../features/businesses/components/listings-directory';
import { BusinessSuggestInput } from '../../../features/search/components/business-suggest-input';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

export default function ListingsPage() {
  return (
    <>
      <PageHeader
        title="Business Listings"
        subtitle="Manage and view all imported business listings"
      />
      <Container className="py-8 sm:py-10">
        <ListingsDirectory renderSearchInput={(props) => <BusinessSuggestInput {...props} />} />
      </Container>
    </>
  );
}
