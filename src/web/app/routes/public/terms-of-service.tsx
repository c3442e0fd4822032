import { Link } from 'react-router';
import { DocumentPage } from '#web/ui/document-page.js';

export default function TermsOfServicePage() {
  return (
    <DocumentPage
      title="Terms of Service"
      subtitle="The rules for using BCS Local. Last updated November 2026."
    >
      <h2>About these terms</h2>
      <p>
        BCS Local is a directory of local small businesses, a job board and an events guide for
        Bryan / College Station, Texas. These terms apply to everyone who uses the site: visitors,
        job seekers, business owners and employers. By using the site you agree to them. If you do
        not agree, please do not use the site.
      </p>

      <h2>Using the site</h2>
      <p>
        You may browse, search and contact businesses for personal and business use. Please do not:
      </p>
      <ul>
        <li>send spam, or use the contact form or job applications for advertising;</li>
        <li>
          copy the directory in bulk, or scrape it with automated tools beyond what ordinary search
          engines do;
        </li>
        <li>
          try to get around the human check, rate limits or other protections, or access accounts
          that are not yours;
        </li>
        <li>post anything unlawful, misleading, hateful or that infringes someone's rights.</li>
      </ul>

      <h2>Business listings</h2>
      <ul>
        <li>
          Listings start from public information about local businesses. Ratings and review counts
          come from public sources and may not be current.
        </li>
        <li>
          Only the owner or an authorized representative of a business may claim its listing. We may
          ask for proof before a claim is approved.
        </li>
        <li>
          Owners are responsible for keeping their listing accurate. Changes, photos and job
          postings are reviewed before they are published.
        </li>
        <li>
          We may edit, decline or remove content that is inaccurate, unlawful, misleading or
          inappropriate, and may remove a listing for a business that has closed.
        </li>
      </ul>

      <h2>Content you submit</h2>
      <p>
        When you add photos, descriptions or job postings, you confirm that you have the right to
        use them and you allow us to show them on BCS Local and in our newsletter. You keep
        ownership of your content and can remove it at any time from the business portal.
      </p>

      <h2>Job postings and applications</h2>
      <p>
        Employers are responsible for their postings, which must describe real, lawful jobs and
        follow equal-opportunity law. An application you send goes to the employer who posted the
        job, who decides how to handle it. BCS Local is not a party to any employment relationship
        and does not guarantee any job or applicant.
      </p>

      <h2>Paid plans</h2>
      <ul>
        <li>
          Silver and Texas Gold plans are billed monthly or yearly at the prices on our{' '}
          <Link to="/pricing">pricing page</Link>, and renew automatically until cancelled.
        </li>
        <li>
          You can change or cancel your plan from the business portal. A cancellation takes effect
          at the end of the current billing period; fees already paid are not refunded except where
          the law requires it.
        </li>
        <li>Payments are processed by our payment provider under its own terms.</li>
      </ul>

      <h2>Accounts</h2>
      <p>
        Keep your password to yourself and turn on two-factor authentication for extra protection.
        Tell us right away if you think someone else has used your account. We may suspend accounts
        that break these terms.
      </p>

      <h2>Events and other websites</h2>
      <p>
        Event details and links to other websites are provided for convenience. Organizers may
        change or cancel their events; please check with them before you go. We are not responsible
        for the content of other websites.
      </p>

      <h2>Reviews from Google</h2>
      <p>
        Some listings show their rating and reviews from Google Maps, written by Google's users and
        shown as Google provides them. By viewing them you are also bound by the{' '}
        <a href="https://maps.google.com/help/terms_maps/">
          Google Maps Additional Terms of Service
        </a>{' '}
        and <a href="https://policies.google.com/terms">Google's Terms of Service</a>.
      </p>

      <h2>No warranty and limits of liability</h2>
      <p>
        The site is provided as is. We work to keep information accurate, but we do not guarantee
        the products, services or claims of any listed business or employer. To the extent the law
        allows, BCS Local is not liable for indirect or consequential losses arising from the use of
        the site, and our total liability to a business owner is limited to the fees paid to us in
        the twelve months before the claim.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms as the site grows. We will post the new version here with a new
        date, and tell business owners by e-mail about important changes.
      </p>

      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the State of Texas.</p>

      <h2>Questions</h2>
      <p>
        If you have a question about these terms, please <Link to="/contact">contact us</Link>.
      </p>
    </DocumentPage>
  );
}
