import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { PortalBusiness } from '#domain/portal.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { CheckOption } from '#web/ui/check-option.js';
import { SPOKEN } from '#web/ui/spanish-badge.js';
import { useSetSpeaksSpanish } from '../api/set-speaks-spanish';

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
                toastFailure(SPANISH_SAVE_FAILED, error);
              },
            },
          );
        }}
      />
      <p id="spanish-spoken-hint" className="mt-1 pl-6 text-sm text-stone-600">
        Spanish is spoken at your business: your listing shows it at once, and visitors can find you
        with the Se habla español filter.
      </p>
    </div>
  );
}
