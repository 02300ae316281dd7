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
    expect(ui.CHANGE_SLOT).toBe('Change Slot');
    expect(ui.FAVOURITES).toBe('Favourites');
    expect(ui.MY_ORDERS).toBe('My orders');
    expect(ui.ACCOUNT_OVERVIEW).toBe('Account overview');
    expect(ui.LISTS).toBe('Lists');
    expect(ui.DELIVERY_PASS).toBe('Delivery Pass');
    expect(ui.SIGN_OUT).toBe('Sign out');
    expect(ui.SESSION_TIMEOUT_TITLE).toBe('Sorry, your session has timed out');
    expect(ui.SESSION_TIMEOUT_TEXT).toBe(
      "To secure your data, you've been timed out. Please refresh the page to complete your order",
    );
    expect(ui.SESSION_TIMEOUT_BUTTON).toBe('Refresh now');
    expect(ui.NO_RETRY_AFTER_ERROR).toBe('503 with no retry-after returned');
  });

  it('the unsupported-browser banner asks for a modern browser and names three', () => {
    expect(ui.UNSUPPORTED_BROWSER_TEXT).toMatch(/modern browser/);
    const named = ['Chrome', 'Firefox', 'Edge', 'Safari'].filter((browser) =>
      ui.UNSUPPORTED_BROWSER_TEXT.includes(browser),
    );
    expect(named).toHaveLength(3);
  });
});
