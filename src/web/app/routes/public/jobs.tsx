import { Briefcase } from 'lucide-react';
import { JobBoard } from '#web/features/jobs/components/job-board.js';
import { t } from '#web/features/jobs/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Card } from '#web/ui/card.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function JobsPage() {
  return (
    <>
      <PageHeader
        eyebrow={t('jobs.page.eyebrow')}
        title={t('jobs.page.title')}
        subtitle={t('jobs.page.subtitle')}
      />
      <Container className="grid gap-6 py-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <JobBoard />
        </div>
        <Card className="flex flex-col gap-3 self-start p-6">
          <span className="flex size-11 items-center justify-center rounded-xl bg-gold-100 text-gold-800">
            <Briefcase aria-hidden="true" className="size-5" />
          </span>
          <h2 className="text-lg font-semibold text-stone-900">{t('jobs.page.hireTitle')}</h2>
          <p className="text-sm text-stone-600">{t('jobs.page.hireText')}</p>
          <ButtonLink className="self-start" to="/post-job">
            {t('jobs.page.postJob')}
          </ButtonLink>
        </Card>
      </Container>
    </>
  );
}
