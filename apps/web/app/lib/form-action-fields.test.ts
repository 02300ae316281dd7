import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionWithFields, postedFields } from './form-action-fields.ts';

const post = (url: string, body: URLSearchParams) =>
  new Request(`http://shop.test${url}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('fields in a form action', () => {
  it('carries the fields in the query string, escaped, and nothing when there are none', () => {
    expect(
      actionWithFields('/ecom/shop/trolley/items', {
        lineNumber: '7951008',
        redirectTo: '/ecom/shop/search?searchTerm=milk & eggs',
      }),
    ).toBe(
      '/ecom/shop/trolley/items?lineNumber=7951008&redirectTo=%2Fecom%2Fshop%2Fsearch%3FsearchTerm%3Dmilk+%26+eggs',
    );
    expect(actionWithFields('/ecom/shop/trolley/items', {})).toBe('/ecom/shop/trolley/items');
  });

  it('reads back exactly the fields the action carried, as hidden inputs posted them', async () => {
    const name = fc.string({ minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, fc.string({ maxLength: 40 })), async (fields) => {
        const fromAction = await postedFields(
          post(actionWithFields('/ecom/x', fields), new URLSearchParams()),
        );
        const fromBody = await postedFields(post('/ecom/x', new URLSearchParams(fields)));
        expect([...fromAction]).toEqual([...fromBody]);
      }),
    );
  });

  it("takes the body's field where both have one: the only one the shopper could change", async () => {
    const form = await postedFields(
      post(
        actionWithFields('/ecom/shop/trolley/items', { lineNumber: '1', uom: 'C62' }),
        new URLSearchParams({ uom: 'KGM' }),
      ),
    );
    expect(form.get('uom')).toBe('KGM');
    expect(form.getAll('uom')).toEqual(['KGM']);
    expect(form.get('lineNumber')).toBe('1');
  });
});
