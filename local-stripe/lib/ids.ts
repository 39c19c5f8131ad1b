import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function randomChars(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** Ids shaped like Stripe's: `cus_Qx…` (14), `price_1Pg…` (24), `cs_test_a1…` (58). */
export function newId(prefix: string): string {
  switch (prefix) {
    case "cs_test":
      return `cs_test_a1${randomChars(56)}`;
    case "cus":
    case "prod":
    case "si":
    case "clock":
      return `${prefix}_${randomChars(14)}`;
    case "acct":
      return `acct_1${randomChars(15)}`;
    default:
      return `${prefix}_1${randomChars(23)}`;
  }
}

export function newSecret(prefix: string): string {
  return `${prefix}_${randomChars(32)}`;
}
