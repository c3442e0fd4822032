import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';

/** The invitation to business owners at the foot of the home page. */
export function OwnersCallout() {
  return (
    <section aria-labelledby="owners-heading" className="bg-white">
      <Container className="py-12 sm:py-16">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-gold-100 to-gold-50 p-6 ring-1 sm:p-8 ring-gold-200 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="owners-heading" className="text-2xl font-bold tracking-tight text-stone-900">
              Own a local business?
            </h2>
            <p className="mt-2 max-w-xl text-stone-700">
              Claim your free listing, add photos and hours, and post jobs to reach customers across
              Bryan / College Station.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/business/login">Claim My Business</ButtonLink>
            <ButtonLink variant="outline" to="/pricing">
              See pricing
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
