/**
 * The page's breakpoints (spec doc 1 §9, doc 3 §2): xs 0, sm 544, md 768, lg 992, xl 1200. Phones
 * are below md, tablets md up to lg, desktops lg and up. The stylesheets write the same widths in
 * their media queries; code that asks the browser about the width takes its queries from here.
 */
export const BREAKPOINTS = { sm: 544, md: 768, lg: 992, xl: 1200 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** From this breakpoint up. */
export const fromWidth = (from: Breakpoint) => `(min-width: ${BREAKPOINTS[from]}px)`;

/** Below this breakpoint (a fraction under it, so no width falls between two queries). */
export const belowWidth = (below: Breakpoint) => `(max-width: ${BREAKPOINTS[below] - 0.02}px)`;

/** From one breakpoint up to the next. */
export const betweenWidths = (from: Breakpoint, below: Breakpoint) =>
  `${fromWidth(from)} and ${belowWidth(below)}`;
