import type { LayoutHandle } from '../lib/layout-handle.ts';
import ComingSoon from './coming-soon.tsx';

export { meta } from './coming-soon.tsx';

/** Checkout pages have the secure-checkout header (spec doc 1 §2 layout rules). */
export const handle: LayoutHandle = { secureHeader: true };

export default ComingSoon;
