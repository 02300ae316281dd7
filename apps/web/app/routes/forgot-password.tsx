import {
  ACCOUNT_SOFT_LOCKED_TEXT,
  ACCOUNT_SOFT_LOCKED_TITLE,
} from '@grocer/domain/messages/account-messages';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import type { Route } from './+types/forgot-password';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Forgot Password' }];
}

export default function ForgotPassword({ params }: Route.ComponentProps) {
  // Spec doc 1 §8: a sign-in refused with soft_locked lands on forgot-password/locked.
  if (params['*'] === 'locked') {
    return (
      <>
        <h1>{ACCOUNT_SOFT_LOCKED_TITLE}</h1>
        <p>{ACCOUNT_SOFT_LOCKED_TEXT}</p>
        <p>Password reset is not available yet.</p>
      </>
    );
  }
  return (
    <>
      <h1>Forgot your password?</h1>
      <p>Password reset is not available yet.</p>
    </>
  );
}
