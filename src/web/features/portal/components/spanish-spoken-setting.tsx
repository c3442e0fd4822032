import { useEffect, useState } from 'react';
import type { PortalBusiness } from '#domain/portal.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { CheckOption } from '#web/ui/check-option.js';
import { SPOKEN } from '#web/ui/spanish-badge.js';
import { useSetSpeaksSpanish } from '../api/set-speaks-spanish';
import { t } from '../i18n';

export const SPANISH_SAVE_FAILED = 'We could not save this setting. Please try again.';

/**
 * 'Se habla español' on the listing, on or off: a fact about the business, so it is
 * saved and shown as soon as it is changed, without approval (issue 28).
 */
export function SpanishSpokenSetting({ business }: { business: PortalBusiness }) {
  const save = useSetSpeaksSpanish();
  // The box follows the click at once; a refused save puts it back.
  const [checked, setChecked] = useState(business.speaksSpanish);
  useEffect(() => setChecked(business.speaksSpanish), [business.speaksSpanish]);
  return (
    <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <CheckOption
        label={<span className="font-semibold text-stone-900">{SPOKEN}</span>}
        lang="es"
        checked={checked}
        disabled={save.isPending}
        aria-describedby="spanish-spoken-hint"
        onChange={(event) => {
          const speaksSpanish = event.target.checked;
          setChecked(speaksSpanish);
          save.mutate(
            { speaksSpanish },
            {
              onSuccess: (result) => toast.success(result.message),
              onError: (error) => {
                setChecked(!speaksSpanish);
                toastFailure(translated(SPANISH_SAVE_FAILED), error, t('portal.error'));
              },
            },
          );
        }}
      />
      <p id="spanish-spoken-hint" className="mt-1 pl-6 text-sm text-stone-600">
        {t('portal.spanish.hint')}
      </p>
    </div>
  );
}
