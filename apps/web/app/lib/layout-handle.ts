/** Per-route layout switches read by the minimal layout (spec doc 1 §2 layout rules). */
export interface LayoutHandle {
  /** Logo-only header (sign-in, forgot-password). */
  minimalHeader?: boolean;
  /** Footer with only the first three site links (sign-in, registration, forgot-password). */
  minimalFooter?: boolean;
  /** Secure-checkout header line with the free-phone number (checkout; hidden in a webview). */
  secureHeader?: boolean;
}

export function layoutHandleOf(matches: { handle?: unknown }[]): LayoutHandle {
  const merged: LayoutHandle = {};
  for (const match of matches) {
    const handle = match.handle as LayoutHandle | undefined;
    if (handle && typeof handle === 'object') Object.assign(merged, handle);
  }
  return merged;
}
