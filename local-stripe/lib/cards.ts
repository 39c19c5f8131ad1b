/**
 * Stripe's test cards and test PaymentMethod ids that the emulator honours.
 * https://docs.stripe.com/testing#cards and #declined-payments
 */
export type CardBehaviour = "succeed" | "decline" | "fail_charges";

export type TestCard = {
  number: string;
  token: string;
  behaviour: CardBehaviour;
  brand: "visa";
  last4: string;
  fingerprint: string;
};

export const TEST_CARDS: TestCard[] = [
  {
    number: "4242424242424242",
    token: "pm_card_visa",
    behaviour: "succeed",
    brand: "visa",
    last4: "4242",
    fingerprint: "Xt5EWLLDS7FJjR1c",
  },
  {
    number: "4000000000000002",
    token: "pm_card_chargeDeclined",
    behaviour: "decline",
    brand: "visa",
    last4: "0002",
    fingerprint: "Bvq8x5Hq0YwJ3Hcl",
  },
  {
    // Attaching it to a customer succeeds, but every charge on it fails.
    number: "4000000000000341",
    token: "pm_card_chargeCustomerFail",
    behaviour: "fail_charges",
    brand: "visa",
    last4: "0341",
    fingerprint: "p1T9mYtIyM8W0rG5",
  },
];

export function cardByNumber(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

export function cardByToken(token: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.token === token);
}

export const DECLINE_MESSAGE = "Your card was declined.";
export const INCORRECT_NUMBER_MESSAGE = "Your card number is incorrect.";
