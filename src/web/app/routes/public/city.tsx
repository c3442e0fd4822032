import { useParams } from 'react-router';
import { cityCountText, cityNameFromParam, cityPageTitle } from '../../../../domain/cities';
import { useCityBusinesses } from '../../../features/cities/api/get-city-businesses';
import { CityBusinessList } from '../../../features/cities/components/city-business-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

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
