import { BrowseByCity } from '../../../features/search/components/browse-by-city';
import { HomeDirectory } from '../../../features/search/components/home-directory';
import { HomeHero } from '../../../features/search/components/home-hero';
import { OwnersCallout } from '../../../features/search/components/owners-callout';
import { Container } from '../../../ui/container';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Container className="relative z-10 -mt-12 pb-12 sm:-mt-14 sm:pb-16">
        <HomeDirectory searchFooter={<BrowseByCity />} />
      </Container>
      <OwnersCallout />
    </>
  );
}
