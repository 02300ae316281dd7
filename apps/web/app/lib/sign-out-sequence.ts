import { LOGOUT_ERROR } from '@grocer/domain/messages/account-messages';
import { CSRF_FIELD } from '@grocer/server/contexts/identity/auth.contract';
import { CSRF_PATH, isCsrfToken } from './client-fetch.ts';

export const LOGOUT_PATH = '/api/auth/v1/logout';
/** Spec doc 1 §7: each step of the logout is retried once, after a second. */
export const LOGOUT_RETRY_DELAY_MS = 1_000;
export const SIGNED_OUT_HOME = '/ecom';
export const LOGOUT_ERROR_PATH = '/ecom/log-out/error';

/** A step that did not work: worth its one retry. */
class StepFailed extends Error {}

async function step<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_RETRY_DELAY_MS));
    return run();
  }
}

async function getCsrf() {
  const response = await fetch(CSRF_PATH, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new StepFailed(`csrf answered ${response.status}`);
  const answer: unknown = await response.json();
  if (!isCsrfToken(answer)) throw new StepFailed('csrf answered no token');
  return answer;
}

/**
 * The spec's logout (doc 1 §7, doc 3 §7): GET csrf, then POST logout form-encoded with the
 * token (and its header), each step retried once after 1 s; if a step still fails it rejects with
 * 'Error logging out' (doc 3 §8). The steps handle 401 themselves (spec: "401 and 403 treated as
 * handled", so no session refresh or sign-out handling runs): a 401 means there is no session left
 * to end, which is what signing out wants; a 403 means the token was refused and the session is
 * still live, so it is a failure like any other.
 */
export async function signOutSequence(): Promise<void> {
  try {
    const csrf = await step(getCsrf);
    await step(async () => {
      const response = await fetch(LOGOUT_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [csrf.headerName]: csrf.token,
        },
        body: new URLSearchParams({ [CSRF_FIELD]: csrf.token }).toString(),
        credentials: 'same-origin',
      });
      if (!response.ok && response.status !== 401) {
        throw new StepFailed(`logout answered ${response.status}`);
      }
    });
  } catch {
    throw new Error(LOGOUT_ERROR);
  }
}

/**
 * The account menu's Sign out with JavaScript: the sequence, then a full page load of the home
 * page (every per-user part fetched afresh), or the log-out error page if it failed. Without
 * JavaScript the menu's link to /ecom/log-out signs out on the server instead.
 */
export async function signOutAndLeave(
  assign: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    await signOutSequence();
  } catch {
    assign(LOGOUT_ERROR_PATH);
    return;
  }
  assign(SIGNED_OUT_HOME);
}
