import { randomBytes, randomUUID } from "node:crypto";
import { LIMITS, ROUTES } from "@ganit/contracts";
import { eq, gt, isNull } from "drizzle-orm";
import { sha256 } from "../../bulk/sql.ts";
import type { DbOrTx } from "../../db/client.ts";
import { rowExists } from "../../db/exists.ts";
import { passwordTokens } from "../../db/schema.ts";
import { HttpError } from "../../errors.ts";
import { queueMail } from "../../mail/outbox.ts";

type LinkUser = { id: string; username: string; email: string; name: string };
/** `first_signin`: a student's one-time code, which their welcome mail's link carries too. */
export type LinkPurpose = "reset" | "welcome" | "first_signin";

/**
 * `${APP_URL}/resetpassword?token=…&username=…&email=…`: the page that sets a new password. A welcome
 * link (an account that never had a password) adds `set=1`, so the page says "Set your password"
 * rather than "Reset Password" (docs/adr/0313). It only changes the words: the token decides what the
 * link may do, as before.
 */
export function passwordLink(
  appUrl: string,
  token: string,
  user: LinkUser,
  kind: "reset" | "set" = "reset",
): string {
  const url = new URL(ROUTES.resetPassword, appUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("username", user.username);
  url.searchParams.set("email", user.email);
  if (kind === "set") url.searchParams.set("set", "1");
  return url.toString();
}

/** A new single-use token (32 random bytes); only its hash is stored. */
async function issueToken(
  db: DbOrTx,
  userId: string,
  purpose: LinkPurpose,
  validMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordTokens).values({
    id: randomUUID(),
    userId,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(Date.now() + validMs),
  });
  return token;
}

/** Did this user get a reset link in the last minute? Then another request sends nothing new. */
export async function recentlySentReset(db: DbOrTx, userId: string): Promise<boolean> {
  return rowExists(db, passwordTokens, [
    eq(passwordTokens.userId, userId),
    eq(passwordTokens.purpose, "reset"),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.createdAt, new Date(Date.now() - 60_000)),
  ]);
}

/** Queues the reset mail (a new link, valid 30 minutes) in the caller's transaction. */
export async function queueResetMail(tx: DbOrTx, appUrl: string, user: LinkUser): Promise<void> {
  const token = await issueToken(tx, user.id, "reset", LIMITS.resetTokenMinutes * 60_000);
  const link = passwordLink(appUrl, token, user);
  await queueMail(tx, {
    to: user.email,
    subject: "Reset your Ganit password",
    text:
      `Hello ${user.name},\n\nSomeone asked to reset the password of the Ganit account "${user.username}".\n` +
      `Open this link within ${LIMITS.resetTokenMinutes} minutes to choose a new password:\n\n${link}\n\n` +
      "If it was not you, ignore this mail: your password stays as it is.\n",
  });
}

/**
 * The welcome mail for an account someone else created (a school, a student, a teacher) or a learner
 * registered on the public form (then without the typed name: `greetByName: false`): a link,
 * valid 7 days, to set the first password. Queued in the transaction that creates the account, so
 * an import that fails mails nobody; call `ctx.worker.kick()` after that transaction commits.
 */
export async function queueWelcomeMail(
  tx: DbOrTx,
  appUrl: string,
  user: LinkUser,
  options: { greetByName?: boolean } = {},
): Promise<void> {
  const token = await issueToken(tx, user.id, "welcome", LIMITS.welcomeTokenDays * 24 * 3_600_000);
  const link = passwordLink(appUrl, token, user, "set");
  // A name typed into a public form by anyone is not put in a mail to an address nobody has verified.
  const greeting = options.greetByName === false ? "Hello" : `Hello ${user.name}`;
  await queueMail(tx, {
    to: user.email,
    subject: "Welcome to Ganit: set your password",
    text:
      `${greeting},\n\nAn account has been created for you on Ganit. Your username is "${user.username}".\n` +
      `Open this link within ${LIMITS.welcomeTokenDays} days to set your password:\n\n${link}\n`,
  });
}

/**
 * Takes a token for a user: it must exist, belong to that user, be unexpired and unused.
 * It is marked used in the same transaction that sets the new password. Returns what the link was for.
 */
export async function consumeToken(
  db: DbOrTx,
  userId: string | undefined,
  token: string,
): Promise<LinkPurpose> {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, sha256(token)))
    .for("update")
    .limit(1);
  if (!row || row.userId !== userId) throw new HttpError(400, "resetTokenInvalid");
  if (row.usedAt) throw new HttpError(400, "resetTokenUsed");
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(400, "resetTokenExpired");
  await db.update(passwordTokens).set({ usedAt: new Date() }).where(eq(passwordTokens.id, row.id));
  return row.purpose;
}

/**
 * Someone registered as a learner with an address that already has an account. The answer to the
 * form is the same as for a new address (it does not tell who is registered); the owner of the
 * address hears it here instead, with no name from the form, and the way to sign in.
 */
export async function queueAccountExistsMail(tx: DbOrTx, appUrl: string, email: string): Promise<void> {
  const login = new URL(ROUTES.login, appUrl).toString();
  await queueMail(tx, {
    to: email,
    subject: "You already have a Ganit account",
    text:
      "Hello,\n\nSomeone asked to register a Ganit learner account with this e-mail address, which already has an account.\n" +
      `To sign in, open ${login}. If you forgot your password, choose "Forgot password" there.\n\n` +
      "If it was not you, ignore this mail: nothing has changed.\n",
  });
}
