import { describe, expect, it } from 'vitest';
import { withTrackingParams } from './tracking-params.ts';

describe('withTrackingParams', () => {
  it('adds the campaign parameters to a partner link', () => {
    const url = new URL(withTrackingParams('https://cellar.example.com/wines', 'topnav'));
    expect(url.searchParams.get('utm_source')).toBe('grocer');
    expect(url.searchParams.get('utm_medium')).toBe('referral');
    expect(url.searchParams.get('utm_campaign')).toBe('topnav');
    expect(url.pathname).toBe('/wines');
  });

  it('keeps parameters the link already has', () => {
    const url = new URL(
      withTrackingParams('https://garden.example.com/?utm_campaign=spring&ref=1', 'footer'),
    );
    expect(url.searchParams.get('utm_campaign')).toBe('spring');
    expect(url.searchParams.get('ref')).toBe('1');
  });

  it('returns a relative or broken link unchanged', () => {
    expect(withTrackingParams('/ecom/help', 'footer')).toBe('/ecom/help');
  });
});
