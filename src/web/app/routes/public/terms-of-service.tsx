import { Link } from 'react-router';
import { richText } from '#web/lib/rich-text.js';
import { DocumentPage } from '#web/ui/document-page.js';
import { GoogleLink } from './google-link';
import { t } from './pages-i18n';

export default function TermsOfServicePage() {
  return (
    <DocumentPage title={t('pages.terms.title')} subtitle={t('pages.terms.subtitle')}>
      <h2>{t('pages.terms.about.title')}</h2>
      <p>{t('pages.terms.about.text')}</p>

      <h2>{t('pages.terms.use.title')}</h2>
      <p>{t('pages.terms.use.intro')}</p>
      <ul>
        <li>{t('pages.terms.use.spam')}</li>
        <li>{t('pages.terms.use.scrape')}</li>
        <li>{t('pages.terms.use.protections')}</li>
        <li>{t('pages.terms.use.unlawful')}</li>
      </ul>

      <h2>{t('pages.terms.languages.title')}</h2>
      <p>{t('pages.terms.languages.text')}</p>

      <h2>{t('pages.terms.listings.title')}</h2>
      <ul>
        <li>{t('pages.terms.listings.public')}</li>
        <li>{t('pages.terms.listings.claim')}</li>
        <li>{t('pages.terms.listings.accuracy')}</li>
        <li>{t('pages.terms.listings.remove')}</li>
      </ul>

      <h2>{t('pages.terms.content.title')}</h2>
      <p>{t('pages.terms.content.text')}</p>

      <h2>{t('pages.terms.jobs.title')}</h2>
      <p>{t('pages.terms.jobs.text')}</p>

      <h2>{t('pages.terms.plans.title')}</h2>
      <ul>
        <li>{richText(t('pages.terms.plans.billing'), [<Link key="pricing" to="/pricing" />])}</li>
        <li>{t('pages.terms.plans.cancel')}</li>
        <li>{t('pages.terms.plans.provider')}</li>
      </ul>

      <h2>{t('pages.terms.accounts.title')}</h2>
      <p>{t('pages.terms.accounts.text')}</p>

      <h2>{t('pages.terms.events.title')}</h2>
      <p>{t('pages.terms.events.text')}</p>

      <h2>{t('pages.terms.google.title')}</h2>
      <p>
        {richText(t('pages.terms.google.text'), [
          <GoogleLink key="maps" href="https://maps.google.com/help/terms_maps/" />,
          <GoogleLink key="google" href="https://policies.google.com/terms" />,
        ])}
      </p>

      <h2>{t('pages.terms.warranty.title')}</h2>
      <p>{t('pages.terms.warranty.text')}</p>

      <h2>{t('pages.terms.changes.title')}</h2>
      <p>{t('pages.terms.changes.text')}</p>

      <h2>{t('pages.terms.law.title')}</h2>
      <p>{t('pages.terms.law.text')}</p>

      <h2>{t('pages.terms.questions.title')}</h2>
      <p>{richText(t('pages.terms.questions.text'), [<Link key="contact" to="/contact" />])}</p>
    </DocumentPage>
  );
}
