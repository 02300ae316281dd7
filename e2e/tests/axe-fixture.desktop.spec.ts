import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * The shared axe scan waits for a modal to finish its entry animation (issue 21): a dialog still
 * fading in shows its text at part opacity, which axe would report as too little contrast though
 * the text is dark on white once shown. The scan still fails real low contrast.
 */

const fadingModal = (text: string) => `<!doctype html>
<html lang="en"><head><title>Modal</title><style>
  @keyframes fade-in { from { opacity: 0.2 } to { opacity: 1 } }
  .overlay { position: fixed; inset: 0; background: rgb(16 40 24 / 55%); display: grid; place-items: center; }
  .modal { background: #fff; padding: 24px; animation: fade-in 3s linear; }
</style></head><body><main><h1>Behind</h1></main>
<div class="overlay"><div class="modal" role="dialog" aria-modal="true" aria-labelledby="t">
  <h2 id="t">Swap unavailable product</h2>${text}
</div></div></body></html>`;

test('the scan waits for a modal fading in, then finds its dark text readable', async ({
  page,
}) => {
  await page.setContent(fadingModal('<p style="color:#1b2420">£1.25</p>'));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('the scan still fails text that is too pale once the modal is shown', async ({ page }) => {
  await page.setContent(fadingModal('<p style="color:#b8b8b8">£1.25</p>'));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(expectAccessible(page)).rejects.toThrow(/color-contrast/);
});

/** A page on this server's origin with a frame from the same origin, as the card form is. */
async function pageWithFrame(page: Page, frameBody: string) {
  await page.route('**/axe-fixture/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/frame')
        ? `<!doctype html><html lang="en"><head><title>Card details</title></head><body><main>${frameBody}</main></body></html>`
        : '<!doctype html><html lang="en"><head><title>Payment cards</title></head><body><main><h1>Payment cards</h1><iframe title="Card details" src="/axe-fixture/frame"></iframe></main></body></html>',
    }),
  );
  await page.goto('/axe-fixture/page');
  await expect(
    page.frameLocator('iframe[title="Card details"]').getByRole('heading', { name: 'Card' }),
  ).toBeVisible();
}

test('the scan reaches into a frame from our origin: a clean frame passes', async ({ page }) => {
  await pageWithFrame(page, '<h1>Card</h1><label>Card number <input name="n"></label>');
  await expectAccessible(page);
});

test('the scan reaches into a frame from our origin: a field without a label fails', async ({
  page,
}) => {
  await pageWithFrame(page, '<h1>Card</h1><input name="n">');
  await expect(expectAccessible(page)).rejects.toThrow(/label \(critical\)/);
});

test('a second scan of the same document sees what changed since the first', async ({ page }) => {
  await page.setContent(fadingModal('<p style="color:#1b2420">£1.25</p>'));
  await expectAccessible(page);
  await page.getByRole('dialog').evaluate((dialog) => {
    const pale = document.createElement('p');
    pale.style.color = '#b8b8b8';
    pale.textContent = 'Was £1.50';
    dialog.append(pale);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/color-contrast/);
});
