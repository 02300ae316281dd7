import type { LayoutHandle } from '../lib/layout-handle.ts';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Forgot Password' }];
}

export default function ForgotPassword() {
  return (
    <>
      <h1>Forgot your password?</h1>
      <p>Password reset is not available yet.</p>
    </>
  );
}
