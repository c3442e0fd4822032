import type { ReactNode } from 'react';
import { t } from '../i18n';

/** The legend of an optional group of choices in the event form: its name, then '(optional)'. */
export function OptionalLegend({ children }: { children: ReactNode }) {
  return (
    <legend className="mb-1.5 text-sm font-medium text-stone-800">
      {children}{' '}
      <span className="ml-1.5 text-xs font-normal text-stone-500">{t('events.form.optional')}</span>
    </legend>
  );
}
