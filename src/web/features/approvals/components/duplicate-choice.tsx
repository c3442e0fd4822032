import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PossibleDuplicate } from '#domain/approvals.js';
import { addressLine } from '#domain/format.js';

/**
 * Create a new listing, or link the claim to an existing one that looks like
 * the same business (similar name, same city). Listings with an owner cannot be linked.
 */
export function DuplicateChoice({
  duplicates,
  field,
}: {
  duplicates: PossibleDuplicate[];
  /** The review form's linkBusinessId: '' creates a new listing. */
  field: UseFormRegisterReturn<'linkBusinessId'>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">Listing</legend>
      {duplicates.length === 0 ? (
        <p className="text-sm text-stone-600">
          No existing listing in this city has a similar name. Approving creates a new listing.
        </p>
      ) : (
        <p className="text-sm text-stone-600">
          These listings look like the same business. Link the claim to one instead of creating a
          second listing.
        </p>
      )}
      <label className="flex items-start gap-2 text-sm text-stone-800">
        <input {...field} type="radio" value="" className="mt-0.5 size-4 accent-brand-700" />
        Create a new listing
      </label>
      {duplicates.map((d) => (
        <label
          key={d.id}
          className="flex items-start gap-2 text-sm text-stone-800 has-disabled:text-stone-400"
        >
          <input
            {...field}
            type="radio"
            value={d.id}
            className="mt-0.5 size-4 accent-brand-700"
            disabled={d.hasOwner}
          />
          <span>
            Link to {d.name} (
            {addressLine({ address: d.address, city: d.city, state: null, zipCode: null }) ||
              'no address'}
            ){d.hasOwner ? ' — already has an owner' : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
