import { useState } from 'react';
import type { PendingProfileChange, PortalBusiness } from '#domain/portal.js';
import { PendingChangeCard } from './pending-change-card';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';
import { SpanishSpokenSetting } from './spanish-spoken-setting';

/**
 * The Profile tab: the listing as stored with an Edit button, or the edit form.
 * Edits wait for an admin, so a waiting change is shown above and blocks a second one.
 */
export function ProfileTab({
  business,
  pendingChange,
}: {
  business: PortalBusiness;
  pendingChange: PendingProfileChange | null;
}) {
  const [editing, setEditing] = useState(false);
  // Leaving the form or withdrawing unmounts what had focus: it moves to the waiting change or Edit.
  const [returnFocus, setReturnFocus] = useState(false);
  const edit = () => {
    setEditing(true);
    setReturnFocus(false);
  };
  const leave = () => {
    setEditing(false);
    setReturnFocus(true);
  };
  return (
    <div className="flex flex-col gap-5">
      {pendingChange ? (
        <PendingChangeCard
          change={pendingChange}
          focusHeading={returnFocus}
          onWithdrawn={() => setReturnFocus(true)}
        />
      ) : null}
      {editing ? (
        <ProfileEditForm business={business} onDone={leave} />
      ) : (
        <ProfileDetails
          business={business}
          onEdit={edit}
          editBlocked={pendingChange !== null}
          focusEdit={returnFocus && pendingChange === null}
        />
      )}
      <SpanishSpokenSetting business={business} />
    </div>
  );
}
