/** The messages accounts send, in the reader's language: plain text first, the same words as simple HTML. */

import type { Language } from '#domain/languages.js';
import { translator } from '../../platform/i18n.js';
import { composeEmail, greeting, paragraphsOf, subjectText } from '../../platform/mail/compose.js';

export function passwordResetEmail(input: {
  to: string;
  name: string;
  url: string;
  language: Language;
}) {
  const { t } = translator(input.language);
  return composeEmail({
    kind: 'password_reset',
    to: input.to,
    language: input.language,
    subject: t('email.passwordReset.subject'),
    heading: t('email.passwordReset.heading'),
    paragraphs: [
      greeting(input.language, input.name),
      ...paragraphsOf(t('email.passwordReset.body', { url: input.url })),
    ],
  });
}

export function claimReceivedEmail(input: {
  to: string;
  name: string;
  businessName: string;
  loginUrl: string;
  language: Language;
}) {
  const { t } = translator(input.language);
  const { businessName, loginUrl } = input;
  return composeEmail({
    kind: 'claim_received',
    to: input.to,
    language: input.language,
    subject: t('email.claimReceived.subject', { businessName: subjectText(businessName) }),
    heading: t('email.claimReceived.heading'),
    paragraphs: [
      greeting(input.language, input.name),
      ...paragraphsOf(t('email.claimReceived.body', { businessName, loginUrl })),
    ],
  });
}

/** Sent instead of a second account when someone claims with an e-mail that has one. */
export function claimExistingAccountEmail(input: {
  to: string;
  businessName: string;
  loginUrl: string;
  contactUrl: string;
  language: Language;
}) {
  const { t } = translator(input.language);
  const { businessName, loginUrl, contactUrl } = input;
  return composeEmail({
    kind: 'claim_existing_account',
    to: input.to,
    language: input.language,
    subject: t('email.claimExistingAccount.subject'),
    heading: t('email.claimExistingAccount.heading'),
    paragraphs: paragraphsOf(
      t('email.claimExistingAccount.body', { businessName, loginUrl, contactUrl }),
    ),
  });
}
