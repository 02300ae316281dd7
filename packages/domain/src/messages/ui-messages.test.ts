import { describe, expect, it } from 'vitest';
import * as ui from './ui-messages.ts';

describe('storefront shell texts', () => {
  it('match the spec word for word', () => {
    expect(ui.ERROR_BOUNDARY_TITLE).toBe("Sorry, we're experiencing an unexpected error.");
    expect(ui.ERROR_BOUNDARY_TEXT).toBe(
      'These problems are normally temporary. Please refresh the page and try again.',
    );
    expect(ui.ERROR_BOUNDARY_BUTTON).toBe('Refresh');
    expect(ui.SEARCH_PLACEHOLDER).toBe('Search groceries...');
    expect(ui.SEARCH_PLACEHOLDER_SHORT).toBe('Search...');
    expect(ui.SIGN_IN_REGISTER).toBe('Sign in / Register');
    expect(ui.BOOK_SLOT).toBe('Book Slot');
    expect(ui.SKIP_TO_MAIN_CONTENT).toBe('Skip to main content');
    expect(ui.MULTI_SEARCH_TITLE).toBe('Multi-search');
    expect(ui.MULTI_SEARCH_LABEL).toBe('Multiple item search. Press Enter after each item.');
    expect(ui.MULTI_SEARCH_PLACEHOLDER).toBe('Type or paste your list here');
    expect(ui.MULTI_SEARCH_CLEAR).toBe('Clear list');
    expect(ui.MULTI_SEARCH_SUBMIT).toBe('Search');
    expect(ui.MULTI_SEARCH_LIMIT_REACHED).toBe('Item limit reached');
  });

  it('the unsupported-browser banner asks for a modern browser and names three', () => {
    expect(ui.UNSUPPORTED_BROWSER_TEXT).toMatch(/modern browser/);
    const named = ['Chrome', 'Firefox', 'Edge', 'Safari'].filter((browser) =>
      ui.UNSUPPORTED_BROWSER_TEXT.includes(browser),
    );
    expect(named).toHaveLength(3);
  });
});
