import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stylesheetPreloads } from './stylesheet-preloads.server.ts';

type Context = Pick<EntryContext, 'manifest' | 'staticHandlerContext'>;

function contextOf(routes: Record<string, string[] | undefined>, matched: string[]): Context {
  return {
    manifest: {
      routes: Object.fromEntries(
        Object.entries(routes).map(([id, css]) => [id, { id, css, module: `/${id}.js` }]),
      ),
    },
    staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
  } as unknown as Context;
}

describe('stylesheetPreloads', () => {
  it('names each stylesheet of the matched routes once, as a preload the browser starts at once', () => {
    const context = contextOf(
      {
        root: ['/ecom/assets/style-1.css'],
        'routes/layouts/full-layout': undefined,
        'routes/browse': ['/ecom/assets/style-1.css', '/ecom/assets/browse-2.css'],
        'routes/checkout': ['/ecom/assets/checkout-3.css'],
      },
      ['root', 'routes/layouts/full-layout', 'routes/browse'],
    );
    expect(stylesheetPreloads(context)).toEqual([
      '</ecom/assets/style-1.css>; rel=preload; as=style',
      '</ecom/assets/browse-2.css>; rel=preload; as=style',
    ]);
  });

  it('names nothing when no matched route has a stylesheet', () => {
    expect(stylesheetPreloads(contextOf({ root: [] }, ['root']))).toEqual([]);
  });
});
