import { CONSENT_CATEGORIES, CONSENT_TEXT } from '@grocer/domain/consent/cookie-consent';
import { Form } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { storeConsent } from '../features/consent/api/consent.server.ts';
import styles from '../features/consent/components/cookie-consent.module.css';
import { safeStorefrontPath } from '../lib/app-path.ts';
import type { Route } from './+types/cookie-preferences';

/**
 * Manage cookies as a page (decision 0069): where the banner's Manage cookies and the footer's
 * Cookies link lead without JavaScript. With JavaScript the same choices open in a modal.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeStorefrontPath(new URL(request.url).searchParams.get('redirectTo')) };
}

export async function action({ request }: Route.ActionArgs) {
  return storeConsent(request);
}

export function meta() {
  return [{ title: CONSENT_TEXT.modalTitle }, { name: 'robots', content: 'noindex' }];
}

export default function CookiePreferences({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <h1>{CONSENT_TEXT.modalTitle}</h1>
      <Form method="post" className={styles.preferences}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="choice" value="selected" />
        {CONSENT_CATEGORIES.map((category) => (
          <fieldset key={category} className={styles.category}>
            <legend className={styles.categoryName}>{CONSENT_TEXT.categories[category]}</legend>
            <label className={styles.option}>
              <input type="radio" name={category} value="allow" />
              {CONSENT_TEXT.allow}
            </label>
            <label className={styles.option}>
              <input type="radio" name={category} value="deny" />
              {CONSENT_TEXT.dontAllow}
            </label>
          </fieldset>
        ))}
        {actionData?.problem && (
          <p role="alert" className={styles.problem}>
            {actionData.problem}
          </p>
        )}
        <button type="submit" className={buttonClass({})}>
          {CONSENT_TEXT.acceptSelected}
        </button>
      </Form>
    </PageContainer>
  );
}
