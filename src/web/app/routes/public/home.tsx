import { BrowseByCity } from '#web/features/search/components/browse-by-city.js';
import { HomeDirectory } from '#web/features/search/components/home-directory.js';
import { HomeHero } from '#web/features/search/components/home-hero.js';
import { OwnersCallout } from '#web/features/search/components/owners-callout.js';
import { Container } from '#web/ui/container.js';

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
