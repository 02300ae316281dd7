import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';

// The element under test; a module-level screen component renders it so the router keeps one
// stable component type.
let current: ReactElement | null = null;

function Screen() {
  return current;
}

/** Renders a component inside a memory router, so links and fetcher forms work. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  current = ui;
  const Stub = createRoutesStub([{ path: '*', Component: Screen }]);
  return render(<Stub initialEntries={[path]} />);
}
