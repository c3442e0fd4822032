/** The messages accounts send: plain text first, with the same words as simple HTML. */

import { composeEmail } from '../../platform/mail/compose.js';

export function passwordResetEmail(input: { to: string; name: string; url: string }) {
  return composeEmail({
    kind: 'password_reset',
    to: input.to,
    subject: 'Reset your BCS Local password',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${input.name},`,
      'Someone (hopefully you) asked to reset the password of your BCS Local account. Open this link to choose a new one:',
      input.url,
      'The link works once and expires in one hour. Setting a new password signs you out on every device.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  });
}

export function claimReceivedEmail(input: {
  to: string;
  name: string;
  businessName: string;
  loginUrl: string;
}) {
  return composeEmail({
    kind: 'claim_received',
    to: input.to,
    subject: `We received your claim for ${input.businessName.replace(/\s+/g, ' ').slice(0, 100)}`,
    heading: 'Your claim is in review',
    paragraphs: [
      `Hello ${input.name},`,
      `Thank you for claiming ${input.businessName} on BCS Local. Your account is ready, and our team will review the claim shortly.`,
      `You can sign in at any time: ${input.loginUrl}`,
      'Once the claim is approved, your business portal shows your listing, photos, jobs and subscription.',
      'If you did not make this request, please reply to this e-mail so we can remove the account.',
    ],
  });
}

/** Sent instead of a second account when someone claims with an e-mail that has one. */
export function claimExistingAccountEmail(input: {
  to: string;
  businessName: string;
  loginUrl: string;
  contactUrl: string;
}) {
  return composeEmail({
    kind: 'claim_existing_account',
    to: input.to,
    subject: 'About your BCS Local claim',
    heading: 'You already have an account',
    paragraphs: [
      `Someone asked to claim ${input.businessName} on BCS Local with this e-mail address, which already has an account. We did not create a second account.`,
      `If it was you, sign in at ${input.loginUrl} (use "Forgot your password?" if needed) and contact us at ${input.contactUrl} to add this business.`,
      'If it was not you, you can ignore this e-mail: nothing about your account has changed.',
    ],
  });
}
