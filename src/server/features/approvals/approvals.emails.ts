/** What the owner hears about an admin's decision on their claim or profile change. */

import { composeEmail, subjectText } from '../../platform/mail/compose.js';

export function claimApprovedEmail(input: {
  to: string;
  name: string;
  businessName: string;
  loginUrl: string;
  notes: string | null;
}) {
  return composeEmail({
    kind: 'claim_approved',
    to: input.to,
    subject: `Your claim for ${subjectText(input.businessName)} is approved`,
    heading: 'Your claim is approved',
    paragraphs: [
      `Hello ${input.name},`,
      `Good news: your claim for ${input.businessName} on BCS Local has been approved.`,
      `Sign in to your business portal to review your listing: ${input.loginUrl}`,
      ...(input.notes ? [`A note from our team: ${input.notes}`] : []),
    ],
  });
}

export function changesApprovedEmail(input: {
  to: string;
  name: string;
  businessName: string;
  fields: string[];
  notes: string | null;
}) {
  return composeEmail({
    kind: 'profile_changes_approved',
    to: input.to,
    subject: `Your changes to ${subjectText(input.businessName)} are live`,
    heading: 'Your changes are approved',
    paragraphs: [
      `Hello ${input.name},`,
      `The changes to ${input.businessName} have been approved and are now on your listing: ${input.fields.join(', ')}.`,
      ...(input.notes ? [`A note from our team: ${input.notes}`] : []),
    ],
  });
}

export function requestRejectedEmail(input: {
  to: string;
  name: string;
  what: string;
  notes: string | null;
  contactUrl: string;
}) {
  return composeEmail({
    kind: 'change_request_rejected',
    to: input.to,
    subject: `About your request: ${subjectText(input.what)}`,
    heading: 'Your request was not approved',
    paragraphs: [
      `Hello ${input.name},`,
      `We reviewed your request (${input.what}) and could not approve it.`,
      input.notes ? `The reason: ${input.notes}` : 'No reason was given.',
      `If you have questions, contact us: ${input.contactUrl}`,
    ],
  });
}
