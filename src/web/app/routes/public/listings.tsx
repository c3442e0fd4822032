import { ListingsDirectory } from '#web/features/businesses/components/listings-directory.js';
import { t } from '#web/features/businesses/i18n.js';
import { ResultsWithMap } from '#web/features/maps/components/results-with-map.js';
import { BusinessSuggestInput } from '#web/features/search/components/business-suggest-input.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function ListingsPage() {
  return (
    <>
      <PageHeader
        title={t('businesses.listings.title')}
        subtitle={t('businesses.listings.subtitle')}
      />
      <Container className="py-8 sm:py-10">
        <ListingsDirectory
          renderSearchInput={(props) => <BusinessSuggestInput {...props} />}
          renderResults={(items, list) => <ResultsWithMap items={items} list={list} />}
        />
      </Container>
    </>
  );
}
