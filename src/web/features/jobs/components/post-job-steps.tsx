import { Card } from '#web/ui/card.js';
import { t } from '../i18n';

const STEPS = ['jobs.postJob.step1', 'jobs.postJob.step2', 'jobs.postJob.step3'] as const;

/** The three steps from signing in to a live posting. */
export function PostJobSteps() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-stone-900">{t('jobs.postJob.howItWorks')}</h2>
      <ol className="mt-5 flex flex-col gap-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-1 text-stone-700">{t(step)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
