import { describe, expect, it } from 'vitest';
import {
  addToListPath,
  shoppingListIdOf,
  shoppingListPath,
  shoppingListTitleFromPath,
} from './shopping-list-paths.ts';

describe('shopping list paths (spec doc 1 §2, doc 3 §2)', () => {
  it('name the list by its name and id, and its title comes back from the path', () => {
    const path = shoppingListPath({ id: 12, name: 'Mum’s BBQ & drinks' });
    expect(path).toBe('/ecom/shopping-lists/Mum%E2%80%99s%20BBQ%20%26%20drinks/12');
    const segment = path.split('/')[3];
    expect(shoppingListTitleFromPath(segment)).toBe('Mum’s BBQ & drinks');
  });

  it('read an id only when it is one, and a broken segment as it is', () => {
    expect(shoppingListIdOf('12')).toBe(12);
    for (const bad of [undefined, '', '0', '012', '1e3', '12a', '9999999999']) {
      expect(shoppingListIdOf(bad), String(bad)).toBeNull();
    }
    expect(shoppingListTitleFromPath('%E0%A4%A')).toBe('%E0%A4%A');
    expect(shoppingListTitleFromPath(undefined)).toBeNull();
  });

  it('offer the Lists page’s add form for a product', () => {
    expect(addToListPath('123456')).toBe('/ecom/lists?add=123456');
  });
});
