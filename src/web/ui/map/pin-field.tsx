import { formatLocation, parseLocation } from '#domain/maps.js';
import { translated } from '#web/lib/i18n.js';
import { Button } from '#web/ui/button.js';
import { TextField } from '#web/ui/text-field.js';
import type { TextEditorProps } from '../form-field';
import { t } from './map-i18n';
import { MapSlot } from './map-slot';

/** The two numbers of a 'lat, lng' text as typed so far. */
function partsOf(value: string): [string, string] {
  const comma = value.indexOf(',');
  if (comma < 0) return [value.trim(), ''];
  return [value.slice(0, comma).trim(), value.slice(comma + 1).trim()];
}

/**
 * A business's map pin, as the owner's profile form and the admin's editor edit it
 * (issue 29 point 3): drag the pin or click the map, or, by keyboard, type the latitude
 * and longitude. The value is the profile's 'lat, lng' text ('' for no pin), checked
 * by the form's schema.
 */
export function PinField({ id, label, value, onChange, error }: TextEditorProps) {
  const [latitude, longitude] = partsOf(value);
  const point = parseLocation(value);
  const type = (lat: string, lng: string) => onChange(lat || lng ? `${lat}, ${lng}` : '');
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-help`}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <p id={`${id}-help`} className="text-xs text-stone-500">
        {t('maps.pin.help')}
      </p>
      <MapSlot
        className="h-64"
        label={t('maps.pin.label')}
        markers={[]}
        editable={{
          point,
          onMove: (moved) => onChange(formatLocation(moved) ?? ''),
        }}
      />
      {point ? null : <p className="text-xs text-stone-600">{t('maps.pin.none')}</p>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          id={`${id}-latitude`}
          label={t('maps.pin.latitude')}
          inputMode="decimal"
          value={latitude}
          onChange={(event) => type(event.target.value.trim(), longitude)}
          error={error ? translated(error) : undefined}
        />
        <TextField
          id={`${id}-longitude`}
          label={t('maps.pin.longitude')}
          inputMode="decimal"
          value={longitude}
          onChange={(event) => type(latitude, event.target.value.trim())}
        />
        {value ? (
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 justify-self-start sm:col-span-1"
            onClick={() => onChange('')}
          >
            {t('maps.pin.clear')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
