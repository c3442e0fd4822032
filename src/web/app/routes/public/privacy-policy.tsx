import { Link } from 'react-router';
import { publicConfig } from '#web/lib/public-config.js';
import { CatalogueDocument, type DocumentTags, type DocumentValues } from './catalogue-document';
import { GoogleLink } from './google-link';

/** Each kind of information collected is led by its name in bold. */
const NAME = [<strong key="name" />];

const TAGS: DocumentTags = {
  'pages.privacy.collect.messages': NAME,
  'pages.privacy.collect.applications': NAME,
  'pages.privacy.collect.owners': NAME,
  'pages.privacy.collect.usage': NAME,
  'pages.privacy.collect.security': NAME,
  'pages.privacy.keep.applications': NAME,
  'pages.privacy.keep.mail': NAME,
  'pages.privacy.keep.owners': NAME,
  'pages.privacy.keep.messages': NAME,
  'pages.privacy.keep.security': NAME,
  'pages.privacy.google.text': [
    <GoogleLink key="privacy" href="https://policies.google.com/privacy" />,
  ],
  'pages.privacy.questions.text': [<Link key="contact" to="/contact" />],
};

export default function PrivacyPolicyPage() {
  // The server's own settings, rendered into the page (APPLICATION_RETENTION_DAYS).
  const values: DocumentValues = {
    'pages.privacy.keep.applications': { days: publicConfig.applicationRetentionDays },
    'pages.privacy.keep.mail': { days: publicConfig.sentMailRetentionDays },
  };
  return <CatalogueDocument name="privacy" tags={TAGS} values={values} />;
}
