import type { LayoutHandle } from '../lib/layout-handle.ts';

export const handle: LayoutHandle = { minimalFooter: true };

export function meta() {
  return [{ title: 'Register' }];
}

export default function Registration() {
  return (
    <>
      <h1>Register</h1>
      <p>Registration is not available yet.</p>
    </>
  );
}
