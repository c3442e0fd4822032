import { Link } from 'react-router';
import { richText } from '#web/lib/rich-text.js';
import { DocumentPage } from '#web/ui/document-page.js';
import { GoogleLink } from './google-link';
import { t } from './pages-i18n';

/** The kinds of information collected, each led by its name in bold. */
const COLLECTED = [
  'pages.privacy.collect.messages',
  'pages.privacy.collect.applications',
  'pages.privacy.collect.owners',
  'pages.privacy.collect.usage',
  'pages.privacy.collect.security',
] as const;

const SHARED = [
  'pages.privacy.share.employer',
  'pages.privacy.share.payments',
  'pages.privacy.share.email',
  'pages.privacy.share.authorities',
] as const;

export default function PrivacyPolicyPage() {
  return (
    <DocumentPage title={t('pages.privacy.title')} subtitle={t('pages.privacy.subtitle')}>
      <h2>{t('pages.privacy.who.title')}</h2>
      <p>{t('pages.privacy.who.text')}</p>

      <h2>{t('pages.privacy.collect.title')}</h2>
      <ul>
        {COLLECTED.map((key) => (
          <li key={key}>{richText(t(key), [<strong key="name" />])}</li>
        ))}
      </ul>

      <h2>{t('pages.privacy.check.title')}</h2>
      <p>{t('pages.privacy.check.text')}</p>

      <h2>{t('pages.privacy.google.title')}</h2>
      <p>
        {richText(t('pages.privacy.google.text'), [
          <GoogleLink key="privacy" href="https://policies.google.com/privacy" />,
        ])}
      </p>

      <h2>{t('pages.privacy.use.title')}</h2>
      <p>{t('pages.privacy.use.text')}</p>

      <h2>{t('pages.privacy.share.title')}</h2>
      <ul>
        {SHARED.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t('pages.privacy.cookies.title')}</h2>
      <p>{t('pages.privacy.cookies.text')}</p>

      <h2>{t('pages.privacy.keep.title')}</h2>
      <p>{t('pages.privacy.keep.text')}</p>

      <h2>{t('pages.privacy.security.title')}</h2>
      <p>{t('pages.privacy.security.text')}</p>

      <h2>{t('pages.privacy.choices.title')}</h2>
      <p>{t('pages.privacy.choices.text')}</p>

      <h2>{t('pages.privacy.changes.title')}</h2>
      <p>{t('pages.privacy.changes.text')}</p>

      <h2>{t('pages.privacy.questions.title')}</h2>
      <p>{richText(t('pages.privacy.questions.text'), [<Link key="contact" to="/contact" />])}</p>
    </DocumentPage>
  );
}
