// Brings the jest-dom matcher types (toBeInTheDocument, toHaveAttribute…) into the type check;
// test/setup.ts registers the matchers themselves at run time.
import '@testing-library/jest-dom/vitest';
