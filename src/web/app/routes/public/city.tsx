import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

/** '/city/college-station' → 'College Station' (hyphens become spaces, per the spec). */
function cityFromParam(param: string): string {
  return param
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

export default function CityPage() {
  const city = cityFromParam(useParams().cityName ?? '');
  usePageTitle(`Businesses in ${city}`);
  return (
    <>
      <PageHeader eyebrow="City guide" title={`Businesses in ${city}`} />
      <Container className="py-12">
        <PlaceholderPanel />
      </Container>
    </>
  );
}
