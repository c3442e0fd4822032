import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ListingConfirmation } from '#domain/listing-upkeep.js';
import { Button } from '#web/ui/button.js';
import { t } from '../i18n';
import { ListingConfirmationNote } from './listing-confirmation';

// The form and its human check load only when a visitor opens it.
const ReportProblemDialog = lazy(() =>
  import('./report-problem-dialog').then((m) => ({ default: m.ReportProblemDialog })),
);

/** A profile's confirmation line, its closed notice and the Report a problem button. */
export function ListingUpkeepPanel({
  business,
}: {
  business: ListingConfirmation & { id: string; name: string };
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <section aria-label={t('upkeep.report.open')} className="flex flex-col gap-2">
      <ListingConfirmationNote listing={business} />
      <Button variant="link" className="self-start text-sm" onClick={() => setReporting(true)}>
        <Flag aria-hidden="true" />
        {t('upkeep.report.open')}
      </Button>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportProblemDialog business={business} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
