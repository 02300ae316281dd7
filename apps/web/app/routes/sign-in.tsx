import type { LayoutHandle } from '../lib/layout-handle.ts';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Log in' }];
}

export default function SignIn() {
  return (
    <>
      <h1>Sign in</h1>
      <p>Signing in to your account is not available yet.</p>
    </>
  );
}
