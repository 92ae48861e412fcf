/**
 * The moment between "the session is logged in" and "the login screen has opened the landing page".
 * The session becomes logged in a few steps before the login's redirect target is known (user info,
 * then the config switch), and the route guard sends a logged-in user away from a login screen: without
 * this, every login flashed the home page before its landing. While a login finishes, the login screen
 * stays put and opens the landing itself.
 *
 * It ends when the login screen navigates or the login fails, and in any case after a few seconds, so a
 * flow that never reports back cannot keep a logged-in user on a login screen.
 */
const LONGEST_LOGIN_FINISH_MS = 10_000;

let finishingUntil = 0;

export function beginLoginTransition(): void {
  finishingUntil = Date.now() + LONGEST_LOGIN_FINISH_MS;
}

export function endLoginTransition(): void {
  finishingUntil = 0;
}

export function loginTransitionActive(): boolean {
  return Date.now() < finishingUntil;
}
