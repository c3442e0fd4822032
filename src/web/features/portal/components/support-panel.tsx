import { LifeBuoy } from 'lucide-react';
import { publicConfig } from '../../../lib/public-config';
import { Card } from '../../../ui/card';

/** Support (spec 001 section 2): the interface is still to come; until then, e-mail us. */
export function SupportPanel() {
  const { contactEmail } = publicConfig;
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LifeBuoy aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900">Support</h2>
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
    </Card>
  );
}
