import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { Prose } from '../../../ui/prose';

export default function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <>
      <PageHeader
        title="Privacy Policy"
        subtitle="What we collect, why, and what you can ask us to do."
      />
      <Container className="py-12">
        <Card className="p-6 sm:p-10">
          <Prose>
            <h2>What we collect</h2>
            <ul>
              <li>
                Messages you send us through the contact form: your name, e-mail, phone and message.
              </li>
              <li>
                Job applications: the details and resume you submit, shared only with the employer
                you apply to.
              </li>
              <li>
                Business owner accounts: your name, e-mail, phone and your business's listing
                details.
              </li>
              <li>Basic, anonymous usage statistics such as which pages are viewed.</li>
            </ul>
            <h2>How we use it</h2>
            <p>
              We use this information to run the directory and job board, to answer your messages,
              and to help business owners understand how their listing is doing. We do not sell your
              personal information.
            </p>
            <h2>Cookies</h2>
            <p>
              We use a small number of cookies that are needed to keep you signed in. We do not use
              advertising cookies.
            </p>
            <h2>Payments</h2>
            <p>
              Payments for paid plans are handled by our payment provider; we never see or store
              card numbers.
            </p>
            <h2>Your choices</h2>
            <p>
              You can ask us to correct or delete information about you. To make a request or ask a
              question about this policy, please <Link to="/contact">contact us</Link>.
            </p>
          </Prose>
        </Card>
      </Container>
    </>
  );
}
