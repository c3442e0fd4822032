import { Link } from 'react-router';
import { DocumentPage } from '#web/ui/document-page.js';

export default function PrivacyPolicyPage() {
  return (
    <DocumentPage
      title="Privacy Policy"
      subtitle="What we collect, why, and what you can ask us to do. Last updated November 2026."
    >
      <h2>Who we are</h2>
      <p>
        BCS Local runs this directory of local small businesses, job board and events guide for
        Bryan / College Station, Texas. This policy explains what personal information we handle and
        how.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Messages you send us</strong> through the contact form: your name, e-mail, phone
          (if you give it), subject and message, and the network address the message came from,
          which helps us stop spam.
        </li>
        <li>
          <strong>Job applications</strong>: the details and resume you submit. They go to the
          employer you apply to.
        </li>
        <li>
          <strong>Business owner accounts</strong>: your name, e-mail, phone, your business's
          listing details, and your plan and billing status.
        </li>
        <li>
          <strong>Usage statistics</strong>: which pages and listings are viewed and which searches
          are made, so owners can see how their listing is doing. These are counted, not tied to
          you.
        </li>
        <li>
          <strong>Security records</strong>: sign-in attempts and administrative actions, with the
          network address and browser, to protect accounts.
        </li>
      </ul>

      <h2>The human check</h2>
      <p>
        Forms are protected by a small puzzle your browser solves on its own. It runs on our own
        server, sets no cookies and sends nothing to any other company.
      </p>

      <h2>Reviews from Google</h2>
      <p>
        Some listings show their rating and reviews from Google Maps, which we get from Google's
        Places API. When you view such a listing, the reviewers' profile pictures load from Google's
        servers, and <a href="https://policies.google.com/privacy">Google's Privacy Policy</a>{' '}
        applies to what Google receives. We send Google nothing about you.
      </p>

      <h2>How we use it</h2>
      <p>
        We use this information to run the directory and job board, to answer your messages, to
        review claims and changes, to bill paid plans, to keep the site secure and to help business
        owners understand how their listing is doing. We do not sell or rent your personal
        information, and we do not use it for advertising.
      </p>

      <h2>Who we share it with</h2>
      <ul>
        <li>The employer you apply to receives your application and resume.</li>
        <li>
          Our payment provider processes payments for paid plans; we never see or store card
          numbers.
        </li>
        <li>Our e-mail provider delivers the messages we send you.</li>
        <li>Authorities, when the law requires it.</li>
      </ul>

      <h2>Cookies</h2>
      <p>
        We use only the cookies needed to keep you signed in to the business portal or the admin
        area. We do not use advertising or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep information only as long as we need it for the purposes above: messages until they
        are answered and archived, applications while the employer is hiring, and account
        information while the account is open. After that we delete it or keep it in a form that no
        longer identifies you, unless the law asks us to keep it longer.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as secure hashes, resumes are private files that only the employer
        and our administrators can open, and sign-ins can be protected with two-factor
        authentication.
      </p>

      <h2>Your choices</h2>
      <p>
        You can ask to see, correct or delete the information we hold about you. Business owners can
        update their listing at any time from the business portal. The site is not meant for
        children under 13, and we do not knowingly collect their information.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy, we will post the new version here with a new date and, for
        important changes, tell account holders by e-mail.
      </p>

      <h2>Questions and requests</h2>
      <p>
        To make a request or ask a question about this policy, please{' '}
        <Link to="/contact">contact us</Link>.
      </p>
    </DocumentPage>
  );
}
