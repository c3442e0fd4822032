/** What the owner hears about an admin's decision on their claim or profile change, in their language. */

import type { Language } from '#domain/languages.js';
import { translator } from '../../platform/i18n.js';
import { composeEmail, greeting, paragraphsOf, subjectText } from '../../platform/mail/compose.js';

/** Who hears of a decision, in which language, and the admin's note to them, if any. */
interface Owner {
  to: string;
  name: string | null;
  language: Language;
  notes: string | null;
}

/** An e-mail to the owner that greets them by name before what the decision says. */
function toOwner(
  owner: Owner,
  email: { kind: string; subject: string; heading: string; paragraphs: string[] },
) {
  return composeEmail({
    ...email,
    to: owner.to,
    language: owner.language,
    paragraphs: [greeting(owner.language, owner.name), ...email.paragraphs],
  });
}

function teamNote({ language, notes }: Owner): string[] {
  return notes ? [translator(language).t('email.teamNote', { notes })] : [];
}

export function claimApprovedEmail(input: Owner & { businessName: string; loginUrl: string }) {
  const { t } = translator(input.language);
  const { businessName, loginUrl } = input;
  return toOwner(input, {
    kind: 'claim_approved',
    subject: t('email.claimApproved.subject', { businessName: subjectText(businessName) }),
    heading: t('email.claimApproved.heading'),
    paragraphs: [
      ...paragraphsOf(t('email.claimApproved.body', { businessName, loginUrl })),
      ...teamNote(input),
    ],
  });
}

export function changesApprovedEmail(input: Owner & { businessName: string; fields: string[] }) {
  const { t } = translator(input.language);
  const { businessName } = input;
  return toOwner(input, {
    kind: 'profile_changes_approved',
    subject: t('email.changesApproved.subject', { businessName: subjectText(businessName) }),
    heading: t('email.changesApproved.heading'),
    paragraphs: [
      t('email.changesApproved.body', { businessName, fields: input.fields.join(', ') }),
      ...teamNote(input),
    ],
  });
}

/** A rejected claim or profile change; `what` says which, of which business. */
export function requestRejectedEmail(
  input: Owner & {
    what: { kind: 'claim' | 'changes'; businessName: string };
    contactUrl: string;
  },
) {
  const { t } = translator(input.language);
  const what = t(
    input.what.kind === 'claim'
      ? 'email.requestRejected.claimFor'
      : 'email.requestRejected.changesTo',
    { businessName: input.what.businessName },
  );
  return toOwner(input, {
    kind: 'change_request_rejected',
    subject: t('email.requestRejected.subject', { what: subjectText(what) }),
    heading: t('email.requestRejected.heading'),
    paragraphs: [
      t('email.requestRejected.body', { what }),
      input.notes
        ? t('email.requestRejected.reason', { notes: input.notes })
        : t('email.requestRejected.noReason'),
      t('email.requestRejected.questions', { contactUrl: input.contactUrl }),
    ],
  });
}
