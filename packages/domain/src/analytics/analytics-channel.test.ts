import { describe, expect, it } from 'vitest';
import { analyticsChannel, shouldSendAbandonedTrolleyUpdate } from './analytics-channel.ts';

describe('the analytics channel rules', () => {
  it('sends abandoned_trolley_update only when the page is hidden or left while an add loads', () => {
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: true, visibility: 'hidden' })).toBe(true);
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: true, visibility: 'leaving' })).toBe(
      true,
    );
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: true, visibility: 'visible' })).toBe(
      false,
    );
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: false, visibility: 'hidden' })).toBe(
      false,
    );
  });

  it('names the channel app inside the native app, web otherwise', () => {
    expect(analyticsChannel('android')).toBe('app');
    expect(analyticsChannel(null)).toBe('web');
  });
});
