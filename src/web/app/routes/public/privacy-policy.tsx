import { Link } from 'react-router';
import { CatalogueDocument, type DocumentTags } from './catalogue-document';
import { GoogleLink } from './google-link';

/** Each kind of information collected is led by its name in bold. */
const NAME = [<strong key="name" />];

const TAGS: DocumentTags = {
  'pages.privacy.collect.messages': NAME,
  'pages.privacy.collect.applications': NAME,
  'pages.privacy.collect.owners': NAME,
  'pages.privacy.collect.usage': NAME,
  'pages.privacy.collect.security': NAME,
  'pages.privacy.google.text': [
    <GoogleLink key="privacy" href="https://policies.google.com/privacy" />,
  ],
  'pages.privacy.questions.text': [<Link key="contact" to="/contact" />],
};

export default function PrivacyPolicyPage() {
  return <CatalogueDocument name="privacy" tags={TAGS} />;
}
