import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import {
  cancelOneTimeLinks,
  consumeConfirmationLink,
  consumeOneTimeLink,
  createOneTimeLink,
  newestPendingPasswordHash,
} from '../auth/oneTimeLinks';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { signedInResponse } from '../auth/session';
import { socialAccountFor } from '../auth/socialAccounts';
import { exchangeSocialCode, SocialExchangeError, type AuthorizationGrant, type SocialOAuthClient } from '../auth/socialOAuth';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../auth/socialProviders';
import { sandboxSocialEmail } from '../auth/socialSandbox';
import { issueToken, revokeAllTokensOf, revokeToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { users, type PendingRegistration } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { emailAddress, newPassword, positiveId, REQUIRED, requiredText } from '../http/fields';
import { parseJsonBody, parseQuery } from '../http/validation';
import { accountConfirmationMail, alreadyRegisteredMail, passwordResetMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { findUserByEmail, findUserProfile, insertUserUnlessRegistered } from '../queries/users';

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_LINK = 'Link has expired or invalid';

const credentials = z.object({
  email: requiredText.transform((email) => email.toLowerCase()),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED),
});

const AGREED = 'You must agree to the terms of privacy';
const registration = z.object({
  name: requiredText,
  email: emailAddress,
  password: newPassword,
  phoneNumber: requiredText,
  // Forms send the checkbox as a boolean or as the strings browsers use for a ticked box.
  termsAgreement: z.union([z.literal(true), z.enum(['true', 'on', '1', 'yes'])], { error: AGREED }),
  // Where the web app goes on after the login that follows confirming (e.g. the wishlist add the
  // visitor started): a path on the web app only, carried in the confirmation link.
  next: z
    .string()
    .max(512)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'Must be a path on this site')
    .optional(),
});

const socialSignIn = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'Must be facebook or google' }),
  code: requiredText,
  /** The callback address the code was issued to: the token endpoint checks it matches. */
  redirect_uri: z.string().optional(),
  /** PKCE: the secret whose hash went to the authorization page. */
  code_verifier: z.string().optional(),
});

const passwordChange = z
  .object({
    password: newPassword,
    password_confirmation: z.string({ error: REQUIRED }),
    email: emailAddress,
    userID: positiveId,
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: "Password doesn't match",
    path: ['password_confirmation'],
  });

/** "Ada Obi Eze" → first name "Ada", last name "Obi Eze". */
function splitName(name: string) {
  const [firstName, ...rest] = name.split(/\s+/);
  return { firstName: firstName ?? name, lastName: rest.join(' ') };
}

export function authRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();

  routes.post('/login', async (c) => {
    const { email, password } = await parseJsonBody(c, credentials);
    const user = await findUserByEmail(db, email);
    // An unconfirmed account has no password yet: the newest sign-up's, still waiting on its link, is
    // checked only to tell that person to confirm. Always verify, even without a user, so timing does
    // not reveal which e-mails have accounts.
    const storedHash = !user ? null : user.confirmed ? user.passwordHash : await newestPendingPasswordHash(db, user.id);
    const passwordMatches = await verifyPassword(password, storedHash);
    if (!user || !passwordMatches) throw badRequest(INVALID_CREDENTIALS);
    if (!user.confirmed) throw forbidden('Please confirm your account; check your e-mail for the link');
    return c.json(await signedInResponse(db, user.id, config.publicUrl));
  });

  routes.post('/logout', requireUser(db), async (c) => {
    // A client may also send {token}; the bearer token is the one that is revoked.
    await parseJsonBody(c, z.object({ token: z.string().optional() }));
    await revokeToken(db, authOf(c).tokenId);
    return c.json({ Detail: 'You have been logged out' });
  });

  routes.post('/login/social', async (c) => {
    const { provider, code, redirect_uri, code_verifier } = await parseJsonBody(c, socialSignIn);
    const client = config.social[provider];
    const userId = client
      ? redirect_uri && (await oauthAccount(provider, client, { code, redirectUri: redirect_uri, codeVerifier: code_verifier }))
      : config.sandbox
        ? await sandboxAccount(provider, code)
        : undefined;
    if (!userId) throw badRequest('Social sign-in failed, please try again');
    return c.json(await signedInResponse(db, userId, config.publicUrl));
  });

  /** A real network: the code is exchanged at its token endpoint and the person it names is signed in or registered. */
  async function oauthAccount(provider: SocialProvider, client: SocialOAuthClient, grant: AuthorizationGrant) {
    try {
      return await socialAccountFor(db, await exchangeSocialCode(provider, client, grant));
    } catch (error) {
      if (!(error instanceof SocialExchangeError)) throw error;
      console.warn(`[social] ${provider} sign-in failed: ${error.message}`);
      return undefined;
    }
  }

  /** Only the sandbox's own authorization page issues these codes, each for its one sandbox identity. */
  async function sandboxAccount(provider: SocialProvider, code: string) {
    const userId = await consumeOneTimeLink(db, code, 'social_sign_in');
    const profile = userId === undefined ? undefined : await findUserProfile(db, userId);
    return profile?.user.email === sandboxSocialEmail(provider) ? profile.user.id : undefined;
  }

  routes.post('/register', async (c) => {
    const form = await parseJsonBody(c, registration);
    const { firstName, lastName } = splitName(form.name);
    // The password waits on this sign-up's own link and becomes the account's only when that link is
    // opened: whoever registers someone else's address first never holds a password to it, and each
    // sign-up of an unconfirmed address (the owner's among them) keeps the password it chose.
    const signUp: PendingRegistration = { passwordHash: await hashPassword(form.password), firstName, lastName, phone: form.phoneNumber };
    await db.transaction(async (tx) => {
      const created = await insertUserUnlessRegistered(tx, {
        email: form.email,
        firstName,
        lastName,
        phone: form.phoneNumber,
        passwordHash: null,
        confirmed: false,
      });
      const existing = created ? undefined : await findUserByEmail(tx, form.email);
      // The same answer either way, so registration never reveals who has an account;
      // an unconfirmed account simply gets a fresh confirmation link.
      if (existing?.confirmed) {
        await sendMail(tx, config, alreadyRegisteredMail(config.appUrl, existing));
        return;
      }
      const recipient = created ?? existing;
      if (!recipient) throw new Error(`Registration of ${form.email} found no user`);
      const reference = await createOneTimeLink(tx, recipient.id, 'account_confirmation', signUp);
      await sendMail(tx, config, accountConfirmationMail(config.appUrl, { email: recipient.email, firstName }, reference, form.next));
    });
    return c.json({ Detail: 'Registration successful. We have sent a confirmation link to your e-mail.' }, 201);
  });

  routes.get('/account/confirm', async (c) => {
    const { reference } = parseQuery(c, z.object({ reference: requiredText }));
    const userId = await db.transaction(async (tx) => {
      const link = await consumeConfirmationLink(tx, reference);
      if (link) await confirmSignUp(tx, link.userId, link.registration);
      return link?.userId;
    });
    if (!userId) throw badRequest(INVALID_LINK);
    return c.json({ Detail: 'Account Verification Successful', ...(await signedInResponse(db, userId, config.publicUrl)) });
  });

  routes.post('/password/resetByEmail', async (c) => {
    const { email } = await parseJsonBody(c, z.object({ email: emailAddress }));
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = await createOneTimeLink(db, user.id, 'password_reset');
      await sendMail(db, config, passwordResetMail(config.appUrl, user, token));
    }
    return c.json({ Detail: 'If an account exists for that e-mail, we have sent a password reset link.' });
  });

  routes.get('/account/passwordReset', async (c) => {
    const link = parseQuery(c, z.object({ token: requiredText, email: emailAddress }));
    const userId = await consumeOneTimeLink(db, link.token, 'password_reset');
    const profile = userId === undefined ? undefined : await findUserProfile(db, userId);
    if (!profile || profile.user.email !== link.email) throw badRequest(INVALID_LINK);
    const token = await issueToken(db, profile.user.id, 'password_reset');
    return c.json({ userInfo: { userID: profile.user.id, email: profile.user.email }, token });
  });

  routes.post('/resetPassword', requireUser(db, 'password_reset'), async (c) => {
    const form = await parseJsonBody(c, passwordChange);
    const userId = authOf(c).userId;
    const profile = await findUserProfile(db, userId);
    if (!profile || form.userID !== userId || form.email !== profile.user.email) throw badRequest(INVALID_LINK);
    await db.transaction(async (tx) => {
      // Opening the e-mailed link proves the address, so an unconfirmed account is confirmed too.
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(form.password), confirmed: true, passwordPredatesConfirmation: false })
        .where(eq(users.id, userId));
      // Every session, every other opened reset link (its token) and every reset link still in a mailbox
      // ends here: whoever asked for one of them no longer holds the account's password.
      await revokeAllTokensOf(tx, userId);
      await cancelOneTimeLinks(tx, userId, 'password_reset');
      // The mailbox is proven with this password: no sign-up still waiting on its link may replace it.
      await cancelOneTimeLinks(tx, userId, 'account_confirmation');
    });
    return c.json({ Detail: 'Password reset successful' });
  });

  return routes;
}

/**
 * The sign-up whose link was opened becomes the account: its password, name and phone, not those of
 * whoever registered the address first. An account already confirmed (two links opened at once) keeps
 * what it has, and every other sign-up's link stops working, so none can replace the password later.
 */
async function confirmSignUp(tx: Database, userId: number, signUp: PendingRegistration | null) {
  const proven = signUp
    ? { passwordHash: signUp.passwordHash, firstName: signUp.firstName, lastName: signUp.lastName, phone: signUp.phone }
    : // A link from before links carried their sign-up: the account is confirmed without a password (a reset sets one).
      { passwordHash: null };
  await tx
    .update(users)
    .set({ ...proven, confirmed: true, passwordPredatesConfirmation: false })
    .where(and(eq(users.id, userId), eq(users.confirmed, false)));
  await cancelOneTimeLinks(tx, userId, 'account_confirmation');
}
