import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.ts';

describe('escapeHtml', () => {
  it('proves markup and quotes in text cannot open a tag or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&amp;`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;amp;',
    );
  });

  it('proves plain text is left as it is', () => {
    expect(escapeHtml('Reset your Hillside password – 2 min')).toBe(
      'Reset your Hillside password – 2 min',
    );
  });
});
