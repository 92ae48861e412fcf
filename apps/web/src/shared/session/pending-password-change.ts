/**
 * An account whose password an administrator set must change it right after login: the login keeps the
 * page it would have landed on here (this tab only), and the change-password screen continues there
 * once the password is changed.
 */
const KEY = 'openfair.mustChangePassword';

export function rememberPendingPasswordChange(landing: string): void {
  try {
    window.sessionStorage.setItem(KEY, landing);
  } catch {
    // the change-password screen then simply stays after the change
  }
}

/** The landing page waiting for the change, or null when no change is pending. */
export function pendingPasswordChange(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingPasswordChange(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
