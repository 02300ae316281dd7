import type { CheckoutActionResult } from '../api/checkout.server.ts';

/** Whether a checkout post answered with the card's 3-D Secure challenge to show. */
export function isChallengeAnswer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || !('challenge' in answer)) return false;
  const { challenge } = answer as CheckoutActionResult;
  return typeof challenge?.url === 'string';
}
