import nodeConsole from 'node:console';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * What the worker keeps across files (a global, not module state, since our modules are loaded
 * again): the address its window opened at. Set by the first file, which also patches the
 * worker's window and console, once rather than once per file.
 */
const workerKey = Symbol.for('grocer.web-tests.worker');
const worker = globalThis as { [workerKey]?: { firstAddress: string } };
if (!worker[workerKey]) {
  worker[workerKey] = { firstAddress: window.location.href };
  patchImplicitSubmission();
  quietIframeNotices();
}
const FIRST_ADDRESS = worker[workerKey].firstAddress;

/**
 * The web project's workers keep the modules they have loaded from one test file to the next
 * (decision 0108): React, React Aria and the testing libraries are imported once per worker.
 * Our own modules hold browser state at module level (the search history, the analytics queue,
 * the ad banners seen), so they are loaded afresh for each file, as a page load would: this runs
 * before each file's imports. The happy-dom window is the worker's too: each file starts with it
 * emptied (freshPage).
 */
vi.resetModules();
await freshPage();

/**
 * What a page load starts with: the window is the worker's, so what an earlier file left in it
 * goes (storage, cookies, the address, the document's head and body).
 */
async function freshPage(): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of await window.cookieStore.getAll()) {
    if (cookie.name) await window.cookieStore.delete(cookie.name);
  }
  window.history.replaceState(null, '', FIRST_ADDRESS);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
}

afterEach(() => {
  cleanup();
});

/**
 * happy-dom's `requestSubmit` gets implicit submission wrong: Enter in a text field submits with
 * the field, or with the form itself, as the submitter, and React's form handling then fails
 * building the FormData ("The specified element is not owned by this form element") with a stack
 * trace that is no failure of ours. A browser presses the form's first submit button (a click
 * event, then a submission with that button as submitter), or submits with no submitter when
 * there is none (HTML, implicit submission): this makes happy-dom do the same.
 */
function patchImplicitSubmission(): void {
  const requestSubmit = HTMLFormElement.prototype.requestSubmit;
  HTMLFormElement.prototype.requestSubmit = function implicitSubmission(
    this: HTMLFormElement,
    submitter?: HTMLElement | null,
  ) {
    if (submitter && isSubmitButton(submitter)) return requestSubmit.call(this, submitter);
    const firstButton = Array.from(this.elements).find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && isSubmitButton(element),
    );
    if (firstButton) {
      firstButton.click();
      return;
    }
    if (!this.checkValidity()) return;
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null });
    if (this.dispatchEvent(event)) this.submit();
  };
}

function isSubmitButton(element: HTMLElement): boolean {
  if (element instanceof HTMLButtonElement) return element.type === 'submit';
  return element instanceof HTMLInputElement && ['submit', 'image'].includes(element.type);
}

/**
 * happy-dom loads no iframe pages (the payment provider's card form and challenge): it says so
 * on the console with a stack trace at every render of one. That is the test environment's limit,
 * not a failure, so it is not printed; every other console error still is. (happy-dom prints through
 * Node's own console, not the one Vitest gives each test.)
 */
function quietIframeNotices(): void {
  const consoleError = nodeConsole.error;
  nodeConsole.error = (...args: unknown[]) => {
    const [first] = args;
    if (first instanceof Error && first.message.includes('Iframe page loading is disabled')) return;
    consoleError.apply(nodeConsole, args);
  };
}
