import { SESSION_COOKIE } from '@grocer/domain/shell/cookies';

/**
 * The identity context's cookies, as `Set-Cookie` values. Part of its contract: the storefront's
 * sign-in, registration and sign-out actions set them. `Secure` is added under TLS by the one
 * hook of decision 0018, so it is not written here.
 */

export function sessionCookie(secret: string, expiresAt: Date): string {
  return `${SESSION_COOKIE}=${secret}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax`;
}

/** The cookie that tells the browser to forget an ended session. */
export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** Registration step 1 hands its checked email and password hash to step 2 in this cookie. */
export const REGISTRATION_DRAFT_COOKIE = 'registration-draft';
const REGISTRATION_PATH = '/ecom/registration';

export function registrationDraftCookie(draft: string, maxAgeSeconds: number): string {
  return `${REGISTRATION_DRAFT_COOKIE}=${draft}; Path=${REGISTRATION_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax`;
}

export function clearRegistrationDraftCookie(): string {
  return `${REGISTRATION_DRAFT_COOKIE}=; Path=${REGISTRATION_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;
}
