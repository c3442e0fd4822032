/**
 * Claiming a business (DESIGN decision 5): the only way a business owner's
 * account is made. One transaction creates the account (password hashed by the
 * auth library), the owner record, the pending business_claim and the
 * confirmation e-mail. The password is never stored in the claim or logged.
 */

import type { z } from 'zod';
import { authMessages, type claimSchema } from '#domain/accounts.js';
import {
  findUserByEmail,
  hashPassword,
  insertCredentialUser,
  isUniqueViolation,
} from '../../platform/auth/users.js';
import { AUTH_RATE_LIMITS, limitAuthAttempt } from '../../platform/auth-rate-limits.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import { pageLink } from '../../platform/mail/compose.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import type { AuthServiceContext } from '../../platform/request-context.js';
import { logAccountEvent } from '../../platform/security-log.js';
import { openClaimRequest } from '../approvals/change-requests.service.js';
import { claimExistingAccountEmail, claimReceivedEmail } from './accounts.emails.js';
import { findOwnerByEmail, insertOwner, linkOwnerToUser } from './accounts.queries.js';

type Claim = z.output<typeof claimSchema>;

/** The claim's new_data, in the spec's field names (001 section 3), without the password. */
function claimData(input: Claim, submittedAt: Date): Record<string, unknown> {
  return {
    business_name: input.businessName,
    business_category: input.category,
    business_address: input.address,
    business_city: input.city,
    business_state: input.state,
    business_zip: input.zip,
    business_phone: input.businessPhone,
    business_email: input.businessEmail,
    business_website: input.website,
    business_description: input.description,
    additional_message: input.message,
    owner_name: input.ownerName,
    owner_email: input.ownerEmail,
    owner_phone: input.ownerPhone,
    submission_timestamp: submittedAt.toISOString(),
  };
}

/**
 * Answers the same for a new e-mail and for one that already has an account
 * (no account enumeration): the second gets an e-mail instead of a new account.
 */
export async function submitClaim({
  input,
  ...ctx
}: AuthServiceContext & { input: Claim }): Promise<{ message: string }> {
  const { auth, db, config, meta } = ctx;
  const email = input.ownerEmail;
  await limitAuthAttempt({ ...ctx, rule: AUTH_RATE_LIMITS.claim, email });
  await verifyCaptcha({ db, config, payload: input.captcha });

  // Hashed on both paths, so a known e-mail answers in the same time as a new one.
  const passwordHash = await hashPassword(auth, input.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await answerExistingAccount({ ...ctx, input, userId: existing.id });
    return { message: authMessages.signUpSuccess };
  }
  try {
    await db.transaction(async (tx) => {
      const submittedAt = new Date();
      const user = await insertCredentialUser(tx, {
        email,
        name: input.ownerName,
        userType: 'business_owner',
        passwordHash,
        language: meta.language,
      });
      const owner = await findOwnerByEmail(tx, email);
      let ownerId: string;
      if (owner && !owner.authUserId) {
        await linkOwnerToUser(tx, owner.id, {
          authUserId: user.id,
          fullName: input.ownerName,
          phone: input.ownerPhone,
        });
        ownerId = owner.id;
      } else {
        ownerId = (
          await insertOwner(tx, {
            authUserId: user.id,
            email,
            fullName: input.ownerName,
            phone: input.ownerPhone,
          })
        ).id;
      }
      const claim = await openClaimRequest({
        db: tx,
        businessOwnerId: ownerId,
        newData: claimData(input, submittedAt),
      });
      await enqueueEmail(
        tx,
        claimReceivedEmail({
          to: email,
          name: input.ownerName,
          businessName: input.businessName,
          loginUrl: pageLink(config.publicUrl, 'businessLogin', meta.language),
          language: meta.language,
        }),
      );
      await logAccountEvent(tx, meta, {
        action: 'auth_claim_submitted',
        success: true,
        actorUserId: user.id,
        metadata: { email, claimId: claim.id, businessName: input.businessName },
      });
    });
  } catch (err) {
    // Two claims raced for one e-mail: the loser is answered like any known e-mail.
    if (!isUniqueViolation(err)) throw err;
    const winner = await findUserByEmail(db, email);
    await answerExistingAccount({ ...ctx, input, userId: winner?.id ?? null });
  }
  return { message: authMessages.signUpSuccess };
}

async function answerExistingAccount({
  db,
  config,
  meta,
  input,
  userId,
}: AuthServiceContext & { input: Claim; userId: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueueEmail(
      tx,
      claimExistingAccountEmail({
        to: input.ownerEmail,
        businessName: input.businessName,
        loginUrl: pageLink(config.publicUrl, 'businessLogin', meta.language),
        contactUrl: pageLink(config.publicUrl, 'contact', meta.language),
        language: meta.language,
      }),
    );
    await logAccountEvent(tx, meta, {
      action: 'auth_claim_submitted',
      success: false,
      actorUserId: userId,
      errorMessage: 'an account with this e-mail already exists',
      metadata: {
        email: input.ownerEmail,
        businessName: input.businessName,
        existingAccount: true,
      },
    });
  });
}
