import { LifeBuoy } from 'lucide-react';
import { publicConfig } from '#web/lib/public-config.js';
import { StatusPanel } from '#web/ui/status-panel.js';

/** Support (spec 001 section 2): the interface is still to come; until then, e-mail us. */
export function SupportPanel() {
  const { contactEmail } = publicConfig;
  return (
    <StatusPanel icon={<LifeBuoy aria-hidden="true" />} title="Support" className="max-w-none">
      <p className="text-sm text-stone-600">Support interface coming soon...</p>
      <p className="max-w-md text-sm text-stone-600">
        Questions about your listing? E-mail us at{' '}
        <a
          href={`mailto:${contactEmail}`}
          className="font-medium break-all text-brand-700 underline-offset-4 hover:underline"
        >
          {contactEmail}
        </a>
        .
      </p>
    </StatusPanel>
  );
}
