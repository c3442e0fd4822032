import { useState } from 'react';
import type { PendingProfileChange, PortalBusiness } from '../../../../domain/portal';
import { PendingChangeCard } from './pending-change-card';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

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
  return (
    <div className="flex flex-col gap-5">
      {pendingChange ? <PendingChangeCard change={pendingChange} /> : null}
      {editing ? (
        <ProfileEditForm business={business} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails
          business={business}
          onEdit={() => setEditing(true)}
          editBlocked={pendingChange !== null}
        />
      )}
    </div>
  );
}
