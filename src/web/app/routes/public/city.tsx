import { useParams } from 'react-router';
import { cityCountText, cityNameFromParam, cityPageTitle } from '#domain/cities.js';
import { useCityBusinesses } from '#web/features/cities/api/get-city-businesses.js';
import { CityBusinessList } from '#web/features/cities/components/city-business-list.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function CityPage() {
  const param = useParams().cityName ?? '';
  const query = useCityBusinesses(param);
  const first = query.data?.pages[0];
  // The city as stored once loaded ('College Station'); until then, read from the address.
  const city = first?.city ?? cityNameFromParam(param);
  usePageTitle(cityPageTitle(city));

  return (
    <>
      <PageHeader
        eyebrow="City guide"
        title={`Businesses in ${city}`}
        subtitle={
          <span role="status">
            {first
              ? cityCountText(first.total, city)
              : query.isPending
                ? 'Loading businesses...'
                : null}
          </span>
        }
      />
      <Container className="py-10 sm:py-12">
        <CityBusinessList key={param} query={query} city={city} />
      </Container>
    </>
  );
}
