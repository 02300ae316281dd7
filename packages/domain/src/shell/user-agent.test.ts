import { describe, expect, it } from 'vitest';
import { detectWebview, isMobileUserAgent, isUnsupportedBrowser } from './user-agent.ts';

const chromeDesktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('detectWebview', () => {
  const none = { userAgent: chromeDesktop, clientId: null, mobileAppParam: null };

  it('is null for an ordinary browser', () => {
    expect(detectWebview(none)).toBeNull();
  });

  it('recognises the app user-agent marker', () => {
    expect(detectWebview({ ...none, userAgent: `${iphoneSafari} GrocerApp/5.2 (ios)` })).toBe(
      'ios',
    );
    expect(detectWebview({ ...none, userAgent: 'Mozilla/5.0 GrocerApp/5.2.1 (Android)' })).toBe(
      'android',
    );
  });

  it('recognises the client id header and the mobileApp query parameter', () => {
    expect(detectWebview({ ...none, clientId: 'android-app' })).toBe('android');
    expect(detectWebview({ ...none, clientId: 'IOS_APP' })).toBe('ios');
    expect(detectWebview({ ...none, mobileAppParam: 'ios' })).toBe('ios');
    expect(detectWebview({ ...none, userAgent: iphoneSafari, mobileAppParam: 'true' })).toBe('ios');
  });
});

describe('isUnsupportedBrowser', () => {
  it('flags Internet Explorer, legacy Edge and old versions', () => {
    expect(
      isUnsupportedBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko'),
    ).toBe(true);
    expect(
      isUnsupportedBrowser(
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
      ),
    ).toBe(true);
    expect(isUnsupportedBrowser(chromeDesktop.replace('136.0', '79.0'))).toBe(true);
    expect(isUnsupportedBrowser(iphoneSafari.replace('Version/17.4', 'Version/12.1'))).toBe(true);
  });

  it('accepts current browsers, bots and an empty user agent', () => {
    expect(isUnsupportedBrowser(chromeDesktop)).toBe(false);
    expect(isUnsupportedBrowser(iphoneSafari)).toBe(false);
    expect(
      isUnsupportedBrowser(
        'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      ),
    ).toBe(false);
    expect(isUnsupportedBrowser('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe(false);
    expect(isUnsupportedBrowser(null)).toBe(false);
  });
});

describe('isMobileUserAgent', () => {
  it('tells phones from desktops', () => {
    expect(isMobileUserAgent(iphoneSafari)).toBe(true);
    expect(isMobileUserAgent(chromeDesktop)).toBe(false);
  });
});
