/**
 * The Profile page's "Sign out everywhere else" (POST manage/sign-out-everywhere-else): the
 * form's intent, and what the page says once the API has answered how many sessions ended.
 */
export const SIGN_OUT_ELSEWHERE_INTENT = "sign-out-everywhere-else";

export function signedOutElsewhereMessage(signedOut: number): string {
  if (signedOut === 0) {
    return "You were not signed in anywhere else. You are still signed in here.";
  }
  const sessions = signedOut === 1 ? "1 other session" : `${signedOut} other sessions`;
  return `Signed out of ${sessions}. You are still signed in here.`;
}
