import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { Prose } from '../../../ui/prose';

export default function TermsOfServicePage() {
  usePageTitle('Terms of Service');
  return (
    <>
      <PageHeader title="Terms of Service" subtitle="The rules for using BCS Local." />
      <Container className="py-12">
        <Card className="p-6 sm:p-10">
          <Prose>
            <h2>Using BCS Local</h2>
            <p>
              BCS Local is a directory of local small businesses, a job board and an events guide
              for Bryan / College Station, Texas. By using the site you agree to these terms. If you
              do not agree, please do not use the site.
            </p>
            <h2>Listings and content</h2>
            <ul>
              <li>
                Business owners are responsible for the accuracy of the information in their
                listing.
              </li>
              <li>
                Changes to a listing, photos and job postings are reviewed before they are
                published.
              </li>
              <li>
                We may edit, decline or remove content that is inaccurate, unlawful, misleading or
                inappropriate.
              </li>
            </ul>
            <h2>Job postings and applications</h2>
            <p>
              Employers are responsible for their postings and for how they handle applications. BCS
              Local is not a party to any employment relationship.
            </p>
            <h2>Paid plans</h2>
            <p>
              Paid plans renew automatically until cancelled. You can change or cancel your plan
              from the business portal; a cancellation takes effect at the end of the current
              billing period.
            </p>
            <h2>No warranty</h2>
            <p>
              The site is provided as is. We work to keep information accurate, but we do not
              guarantee the products, services or claims of any listed business.
            </p>
            <h2>Questions</h2>
            <p>
              If you have a question about these terms, please <Link to="/contact">contact us</Link>
              .
            </p>
          </Prose>
        </Card>
      </Container>
    </>
  );
}
