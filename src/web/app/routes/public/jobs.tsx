import { Briefcase } from 'lucide-react';
import { JobBoard } from '#web/features/jobs/components/job-board.js';
import { t } from '#web/features/jobs/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { SideCard } from '#web/ui/side-card.js';

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
        <SideCard
          icon={Briefcase}
          tone="deepGold"
          title={t('jobs.page.hireTitle')}
          className="self-start"
        >
          <p className="text-sm text-stone-600">{t('jobs.page.hireText')}</p>
          <ButtonLink className="self-start" to="/post-job">
            {t('jobs.page.postJob')}
          </ButtonLink>
        </SideCard>
      </Container>
    </>
  );
}
