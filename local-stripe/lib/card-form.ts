import { cardByNumber, DECLINE_MESSAGE, INCORRECT_NUMBER_MESSAGE, type TestCard } from "./cards";

export type CardFields = { cardNumber: string; cardExpiry: string; cardCvc: string };

export type CardCheck =
  | { ok: true; card: TestCard; expMonth: number; expYear: number }
  | { ok: false; status: 400 | 402; field: keyof CardFields; message: string };

/**
 * A hosted page's card fields checked as Stripe's card element does, with the test cards'
 * behaviour: an unknown number is incorrect, 0002 is declined, 0341 passes (its charges fail).
 */
export function checkCard(form: CardFields, now: number): CardCheck {
  const fail = (status: 400 | 402, field: keyof CardFields, message: string): CardCheck => ({
    ok: false,
    status,
    field,
    message,
  });
  const number = form.cardNumber.replace(/[\s-]/g, "");
  if (!number) return fail(400, "cardNumber", "Your card number is incomplete.");
  const card = cardByNumber(number);
  if (!card) return fail(400, "cardNumber", INCORRECT_NUMBER_MESSAGE);
  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(form.cardExpiry);
  if (!expiry) return fail(400, "cardExpiry", "Your card's expiration date is incomplete.");
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12)
    return fail(400, "cardExpiry", "Your card's expiration date is invalid.");
  const today = new Date(now * 1000);
  if (
    year < today.getUTCFullYear() ||
    (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
  ) {
    return fail(400, "cardExpiry", "Your card's expiration year is in the past.");
  }
  if (!/^\d{3,4}$/.test(form.cardCvc.trim()))
    return fail(400, "cardCvc", "Your card's security code is incomplete.");
  if (card.behaviour === "decline") return fail(402, "cardNumber", DECLINE_MESSAGE);
  return { ok: true, card, expMonth: month, expYear: year };
}
