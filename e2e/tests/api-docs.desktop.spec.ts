import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

test('the API reference lists each operation with its parameters and passes axe', async ({
  page,
}) => {
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/API$/);
  const browse = page.getByRole('region', { name: 'GET /api/content/v2/browse' });
  await expect(browse.getByRole('table', { name: 'Parameters of browse' })).toContainText(
    'whole number, from 1, to 200, default 48',
  );
  await page.getByRole('link', { name: '/api/openapi.json' }).click();
  await expect(page).toHaveURL(/\/api\/openapi\.json$/);
  await page.goBack();
  await expectAccessible(page);
});
