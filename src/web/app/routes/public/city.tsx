import { useParams } from 'react-router';
import { cityNameFromParam } from '#domain/cities.js';
import { useCityBusinesses } from '#web/features/cities/api/get-city-businesses.js';
import { CityBusinessList } from '#web/features/cities/components/city-business-list.js';
import { CityFilters } from '#web/features/cities/components/city-filters.js';
import { t } from '#web/features/cities/i18n.js';
import { useCityFilters } from '#web/features/cities/lib/use-city-filters.js';
import { ResultsWithMap } from '#web/features/maps/components/results-with-map.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function CityPage() {
  const param = useParams().cityName ?? '';
  const { filters, update } = useCityFilters();
  const query = useCityBusinesses(param, filters);
  const first = query.data?.pages[0];
  // The city as stored once loaded ('College Station'); until then, read from the address.
  const city = first?.city ?? cityNameFromParam(param);
  const title = t('cities.page.title', { city });
  usePageTitle(title);

  return (
    <>
      <PageHeader
        eyebrow={t('cities.page.eyebrow')}
        title={title}
        subtitle={
          <span role="status">
            {first
              ? filters.open
                ? first.total > 0
                  ? t('cities.page.countOpen', { count: first.total, city })
                  : t('cities.page.noneOpen', { city })
                : first.total > 0
                  ? t('cities.page.count', { count: first.total, city })
                  : t('cities.page.none', { city })
              : query.isPending
                ? t('cities.page.loading')
                : null}
          </span>
        }
      />
      <Container className="flex flex-col gap-6 py-10 sm:py-12">
        <CityFilters city={city} filters={filters} onChange={update} />
        <CityBusinessList
          key={param}
          query={query}
          city={city}
          onShowAll={filters.open ? () => update({ open: '' }) : undefined}
          renderResults={(items, list) => <ResultsWithMap items={items} list={list} />}
        />
      </Container>
    </>
  );
}
