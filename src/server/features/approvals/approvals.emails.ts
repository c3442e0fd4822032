/** What the owner hears about an admin's decision on their claim or profile change. */

import { composeEmail, subjectText } from '../../platform/mail/compose.js';

/** Who hears of a decision, and the admin's note to them, if any. */
interface Owner {
  to: string;
  name: string;
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
    paragraphs: [`Hello ${owner.name},`, ...email.paragraphs],
  });
}

const teamNote = (notes: string | null) => (notes ? [`A note from our team: ${notes}`] : []);

export function claimApprovedEmail(input: Owner & { businessName: string; loginUrl: string }) {
  return toOwner(input, {
    kind: 'claim_approved',
    subject: `Your claim for ${subjectText(input.businessName)} is approved`,
    heading: 'Your claim is approved',
    paragraphs: [
      `Good news: your claim for ${input.businessName} on BCS Local has been approved.`,
      `Sign in to your business portal to review your listing: ${input.loginUrl}`,
      ...teamNote(input.notes),
    ],
  });
}

export function changesApprovedEmail(input: Owner & { businessName: string; fields: string[] }) {
  return toOwner(input, {
    kind: 'profile_changes_approved',
    subject: `Your changes to ${subjectText(input.businessName)} are live`,
    heading: 'Your changes are approved',
    paragraphs: [
      `The changes to ${input.businessName} have been approved and are now on your listing: ${input.fields.join(', ')}.`,
      ...teamNote(input.notes),
    ],
  });
}

export function requestRejectedEmail(input: Owner & { what: string; contactUrl: string }) {
  return toOwner(input, {
    kind: 'change_request_rejected',
    subject: `About your request: ${subjectText(input.what)}`,
    heading: 'Your request was not approved',
    paragraphs: [
      `We reviewed your request (${input.what}) and could not approve it.`,
      input.notes ? `The reason: ${input.notes}` : 'No reason was given.',
      `If you have questions, contact us: ${input.contactUrl}`,
    ],
  });
}
