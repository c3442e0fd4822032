import { Link } from 'react-router';
import { CatalogueDocument, type DocumentTags } from './catalogue-document';
import { GoogleLink } from './google-link';

const TAGS: DocumentTags = {
  'pages.terms.plans.billing': [<Link key="pricing" to="/pricing" />],
  'pages.terms.google.text': [
    <GoogleLink key="maps" href="https://maps.google.com/help/terms_maps/" />,
    <GoogleLink key="google" href="https://policies.google.com/terms" />,
  ],
  'pages.terms.questions.text': [<Link key="contact" to="/contact" />],
};

export default function TermsOfServicePage() {
  return <CatalogueDocument name="terms" tags={TAGS} />;
}
