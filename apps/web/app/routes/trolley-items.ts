import { redirect } from 'react-router';
import { safeStorefrontPath, toRoutePath } from '../lib/app-path.ts';
import type { Route } from './+types/trolley-items';

/**
 * Add to trolley. Sessions arrive with the trolley work, so every shopper is anonymous for now,
 * and the spec sends anonymous shoppers to log in, returning to the page they were on.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeStorefrontPath(form.get('redirectTo'));
  throw redirect(`/login?redirect=${encodeURIComponent(back)}`);
}

export function loader() {
  throw redirect(toRoutePath('/ecom/shop/trolley'));
}
