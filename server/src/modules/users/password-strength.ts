import type { MessageKey } from "@ganit/contracts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/**
 * Is a chosen password easy to guess? The list of common passwords alone lets its variants through —
 * `P@ssw0rd`, `Password123!`, the product's own name with a year — which are the first guesses of
 * anyone who tries. So the password is first reduced to its skeleton: lower case, the digits and
 * symbols at either end dropped (`password123!` → `password`), look-alike digits and symbols read as
 * the letters they stand for (`p@ssw0rd` → `password`). Then:
 * - it is built on a word the guesser knows — "ganit", the username, the e-mail's name — with fewer
 *   than PERSONAL_REST_MIN other characters, or with a common password → passwordTooPersonal;
 * - the skeleton is a common password, or a common word padded to length → passwordTooCommon;
 * - the whole password uses fewer than DISTINCT_MIN different characters (`aaaaaaaa`, eight spaces,
 *   `abababab`) → passwordTooSimple.
 */
export type PasswordContext = { username?: string | null; email?: string | null };

export type StrengthProblem = "passwordTooCommon" | "passwordTooPersonal" | "passwordTooSimple";

/** The product's name: the first word anyone guessing a Ganit password tries. */
const PRODUCT_WORDS = ["ganit"];
const DISTINCT_MIN = 4;
const PERSONAL_REST_MIN = 5;

const LEET: Record<string, string> = {
  "@": "a",
  "4": "a",
  "8": "b",
  "(": "c",
  "3": "e",
  "6": "g",
  "9": "g",
  "#": "h",
  "1": "i",
  "!": "i",
  "|": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
  "2": "z",
};

const lowered = (value: string) => value.normalize("NFKC").toLowerCase();
/** Digits, symbols and spaces at either end: the `123`, `!` and `2025` people add to a word. */
const stripEnds = (value: string) => value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
const deleet = (value: string) => [...value].map((c) => LEET[c] ?? c).join("");
const skeleton = (password: string) => deleet(stripEnds(lowered(password)));
const lettersOnly = (value: string) => value.replace(/[^\p{L}\p{N}]/gu, "");
/** Look-alikes read as letters, then only the letters and digits: how words are compared. */
const flatten = (value: string) => lettersOnly(deleet(value));

/** The words of this account a guesser knows: its username, its e-mail and the e-mail's name, "ganit". */
function contextWords(context: PasswordContext): string[] {
  const words = new Set(PRODUCT_WORDS);
  for (const value of [context.username, context.email, context.email?.split("@")[0]]) {
    if (!value) continue;
    // Read the way a password is: whole, and without the digits at its ends ("asha4821" → "asha").
    for (const word of [flatten(lowered(value)), flatten(stripEnds(lowered(value)))]) {
      if (word.length >= 3) words.add(word);
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * Words shorter than the length rule that people pad to length with digits and symbols
 * (`Welcome@123`, `India2025`): the list of common passwords holds only those of 8 characters or more.
 */
const COMMON_BASES = new Set(
  (
    "123456 1234567 654321 qwerty qwert asdfgh zxcvbn abc123 abcdef abcd admin login pass passwd " +
    "welcome hello letmein monkey dragon master shadow secret freedom flower summer winter google " +
    "iloveu lovely love india bharat jaihind krishna ganesh sairam omsairam mother family friend " +
    "school student teacher maths math number test guest user demo"
  ).split(" "),
);

export function strengthProblem(password: string, context: PasswordContext = {}): StrengthProblem | null {
  if (new Set(password).size < DISTINCT_MIN) return "passwordTooSimple";
  const bare = skeleton(password);
  const common = (word: string) => COMMON_PASSWORDS.has(word) || COMMON_BASES.has(word);
  const flat = lettersOnly(bare);
  for (const word of contextWords(context)) {
    if (!flat.includes(word)) continue;
    const rest = flat.split(word).join("");
    if (rest.length < PERSONAL_REST_MIN || common(rest)) return "passwordTooPersonal";
  }
  if (common(bare) || common(lettersOnly(bare)) || COMMON_PASSWORDS.has(lowered(password))) {
    return "passwordTooCommon";
  }
  return null;
}

/** The same problems, worded for a child choosing a first password. */
export const CHILD_WORDING: Record<StrengthProblem, MessageKey> = {
  passwordTooCommon: "childPasswordTooCommon",
  passwordTooPersonal: "childPasswordTooPersonal",
  passwordTooSimple: "childPasswordTooSimple",
};
