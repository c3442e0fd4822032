import { Building2 } from 'lucide-react';
import type { PortalBusiness } from '#domain/portal.js';
import { categoryName } from '#web/lib/directory-words.js';
import { translated } from '#web/lib/i18n.js';
import { Card } from '#web/ui/card.js';
import { t } from '../i18n';
import { descriptionLang } from '../lib/description-lang';

/** The owner's listing as stored: every field, 'Not provided' where empty. */
export function BusinessSummary({ business }: { business: PortalBusiness }) {
  const address = [business.address, business.city, business.state, business.zipCode]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | null][] = [
    ['Category', business.category && categoryName(business.category)],
    ['Address', address || null],
    ['Phone', business.phone],
    ['Website', business.website],
    ['Email', business.email],
    ['Description', business.description],
  ];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-xl font-semibold text-stone-900">{business.name}</h2>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-500">{translated(label)}</dt>
            <dd
              // The owner's English description keeps its language on a Spanish page.
              lang={label === 'Description' && value ? descriptionLang('description') : undefined}
              className="break-words text-stone-900"
            >
              {value || t('portal.notProvided')}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
