import { describe, expect, it } from 'vitest';
import { loader } from './loyalty-migration.ts';

/**
 * The loyalty pages' old addresses (spec doc 3 §2 migration paths, decision 0086): each answers a
 * permanent redirect to the page that shows it now, keeping the query; others are not found.
 */
async function answerOf(page: string, query = ''): Promise<Response> {
  const request = new Request(`http://shop.test/ecom/my-waitrose/${page}${query}`);
  try {
    loader({ request, params: { page }, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('the loader answered nothing');
}

describe('loyalty migration paths', () => {
  it.each([
    ['vouchers', '/loyalty/vouchers'],
    ['rewards', '/loyalty'],
    ['competitions', '/loyalty/competitions'],
    ['benefits', '/loyalty/benefits'],
    ['card-and-details', '/loyalty/card-and-details'],
  ])('proves /ecom/my-waitrose/%s redirects permanently to %s', async (page, target) => {
    const answer = await answerOf(page);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(target);
  });

  it('keeps the query and refuses an address that was never one', async () => {
    const kept = await answerOf('benefits', '?utm_source=email');
    expect(kept.headers.get('location')).toBe('/loyalty/benefits?utm_source=email');
    expect((await answerOf('toString')).status).toBe(404);
    expect((await answerOf('join')).status).toBe(404);
  });
});
