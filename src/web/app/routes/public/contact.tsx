import { Briefcase, Clock, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ContactForm } from '#web/features/contact/components/contact-form.js';
import { t } from '#web/features/contact/i18n.js';
import { publicConfig } from '#web/lib/public-config.js';
import { Card } from '#web/ui/card.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { SideCard } from '#web/ui/side-card.js';

export default function ContactPage() {
  return (
    <>
      <PageHeader title={t('contact.page.title')} subtitle={t('contact.page.subtitle')} />
      <Container className="grid items-start gap-6 py-10 sm:py-12 lg:grid-cols-3">
        <Card className="p-5 sm:p-8 lg:col-span-2">
          <h2 id="contact-form-heading" className="text-xl font-semibold text-stone-900">
            {t('contact.page.formHeading')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-stone-600">{t('contact.page.formIntro')}</p>
          <ContactForm />
        </Card>
        <aside aria-label={t('contact.page.otherWays')} className="flex flex-col gap-4">
          <SideCard icon={Mail} tone="brand" title={t('contact.page.emailHeading')}>
            <a
              href={`mailto:${publicConfig.contactEmail}`}
              className="rounded font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {publicConfig.contactEmail}
            </a>
            <p className="flex items-center gap-2 text-sm text-stone-600">
              <Clock aria-hidden="true" className="size-4 text-stone-400" />
              {t('contact.page.replies')}
            </p>
            <p className="flex items-center gap-2 text-sm text-stone-600">
              <MapPin aria-hidden="true" className="size-4 text-stone-400" />
              {t('contact.page.place')}
            </p>
          </SideCard>
          <SideCard icon={Briefcase} tone="gold" title={t('contact.page.ownerHeading')}>
            <p className="text-sm text-stone-600">{t('contact.page.ownerText')}</p>
            <Link
              to="/business/login"
              className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('contact.page.ownerLink')}
            </Link>
          </SideCard>
        </aside>
      </Container>
    </>
  );
}
