import { AboutGallery } from '#web/features/about/components/about-gallery.js';
import { AboutOffers } from '#web/features/about/components/about-offers.js';
import { LocalFacts } from '#web/features/about/components/local-facts.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title="About BCS Local"
        subtitle="Boosting local small businesses across Bryan and College Station, Texas."
      />

      <AboutGallery />

      <Container className="grid gap-10 py-12 lg:grid-cols-5">
        <div className="flex flex-col gap-5 text-base leading-relaxed text-stone-700 lg:col-span-3">
          <h2 className="text-2xl font-bold tracking-tight text-stone-900">Why local matters</h2>
          <p>
            BCS Local is a directory built for the Brazos Valley. We bring together the restaurants,
            salons, trades, gyms and service providers that give Bryan and College Station their
            character, so neighbors, students and visitors can find them in one place.
          </p>
          <p>
            Shopping locally matters. About{' '}
            <strong className="text-stone-900">68% of each dollar</strong> spent at a local business
            stays in the community, paying local wages and supporting local causes. Small businesses
            also create about{' '}
            <strong className="text-stone-900">1.5 times more jobs per $100</strong> of spending
            than large chains.
          </p>
          <p>
            We are a small team from the area. Listings are reviewed by people, not algorithms, and
            business owners can claim their listing to keep their details current, add photos and
            post jobs.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <ButtonLink to="/listings">Browse businesses</ButtonLink>
            <ButtonLink variant="outline" to="/contact">
              Contact us
            </ButtonLink>
          </div>
        </div>
        <LocalFacts />
      </Container>

      <AboutOffers />
    </>
  );
}
