import type { CityPageFilters } from '#domain/page-data.js';
import { NearMeButton } from '#web/ui/map/near-me-button.js';
import { OpenNowOption } from '#web/ui/open-status.js';
import { t } from '../i18n';

/** 'Open now' and 'Near me' for a city's businesses (decision 039). */
export function CityFilters({
  city,
  filters,
  onChange,
}: {
  city: string;
  filters: Required<CityPageFilters>;
  onChange(changes: CityPageFilters): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <legend className="sr-only">{t('cities.filters.label', { city })}</legend>
      <OpenNowOption
        checked={filters.open === '1'}
        onChange={(open) => onChange({ open: open ? '1' : '' })}
      />
      <NearMeButton near={filters.near} onChange={(near) => onChange({ near })} />
    </fieldset>
  );
}
