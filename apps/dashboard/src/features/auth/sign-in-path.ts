/** The sign-in page (ours: the spec does not show one). */
export const SIGN_IN_PATH = '/sign-in';
/** Where a signed-in user lands when no page was asked for. */
export const HOME_PATH = '/HomeNew';

/** The sign-in page that returns to `returnTo` afterwards. */
export function signInHref(returnTo?: string): string {
  const target = safeReturnTo(returnTo);
  return target === HOME_PATH
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(target)}`;
}

/**
 * The page to open after sign-in: only a path of this site (starting with one "/"), never the
 * sign-in page itself and never another origin (an open redirect); the home page otherwise.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return HOME_PATH;
  }
  if (value === SIGN_IN_PATH || value.startsWith(`${SIGN_IN_PATH}?`)) return HOME_PATH;
  try {
    const url = new URL(value, 'http://x.invalid');
    if (url.origin !== 'http://x.invalid') return HOME_PATH;
  } catch {
    return HOME_PATH;
  }
  return value;
}
