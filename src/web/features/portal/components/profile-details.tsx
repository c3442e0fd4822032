import { Pencil } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PortalBusiness } from '#domain/portal.js';
import { PROFILE_FIELD_LABELS, PROFILE_FIELDS } from '#domain/profile-changes.js';
import { categoryName } from '#web/lib/directory-words.js';
import { translated } from '#web/lib/i18n.js';
import { Button } from '#web/ui/button.js';
import { SectionCard } from '#web/ui/section-card.js';
import { t } from '../i18n';
import { descriptionLang } from '../lib/description-lang';

/** The profile fields as the live listing has them, 'Not provided' where empty. */
export function ProfileDetails({
  business,
  onEdit,
  editBlocked,
  focusEdit,
}: {
  business: PortalBusiness;
  onEdit: () => void;
  /** A change is waiting for approval: it must be withdrawn before another is made. */
  editBlocked: boolean;
  /** Move focus to Edit, for someone coming back from the form. */
  focusEdit: boolean;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);
  return (
    <SectionCard
      title={t('portal.profile.title')}
      description={t('portal.profile.description')}
      actions={
        <Button
          ref={editButton}
          variant="outline"
          onClick={onEdit}
          disabled={editBlocked}
          aria-describedby={editBlocked ? 'profile-edit-blocked' : undefined}
        >
          <Pencil aria-hidden="true" />
          {t('portal.profile.edit')}
        </Button>
      }
    >
      {editBlocked ? (
        <p id="profile-edit-blocked" className="mt-3 text-sm text-stone-600">
          {t('portal.profile.editBlocked')}
        </p>
      ) : null}
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {PROFILE_FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium text-stone-500">
              {translated(PROFILE_FIELD_LABELS[field])}
            </dt>
            <dd
              lang={business[field] ? descriptionLang(field) : undefined}
              className="break-words whitespace-pre-line text-stone-900"
            >
              {(field === 'category'
                ? business.category && categoryName(business.category)
                : business[field]) || t('portal.notProvided')}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
