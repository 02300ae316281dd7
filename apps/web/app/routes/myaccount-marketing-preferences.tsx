import { isStaffSignOn } from '@grocer/domain/identity/identity';
import {
  preferencesAfter,
  preferencesFromConsentKeys,
} from '@grocer/domain/marketing/marketing-preferences';
import {
  MARKETING_PREFERENCES_HEADING,
  MARKETING_PREFERENCES_INTRO,
  MARKETING_PREFERENCES_TITLE,
  PRESET_SUMMARIES,
  STAFF_CHANGES_RECORDED,
} from '@grocer/domain/messages/account-area-messages';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { textField } from '../features/account/api/auth.server.ts';
import {
  marketingService,
  preferencesIntent,
} from '../features/account/api/marketing-preferences.server.ts';
import { MarketingPreferencesForm } from '../features/account/components/marketing-preferences-form.tsx';
import { loginRedirect, requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/myaccount-marketing-preferences';
import page from './myaccount-marketing-preferences.module.css';

const HERE = '/ecom/myaccount/marketing-preferences';

/** Never a shared page: everything on it is the shopper's (decisions 0020, 0028). */
export function meta() {
  return [{ title: MARKETING_PREFERENCES_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const view = await marketingService(context).preferences(identity);
  if (!view) throw loginRedirect(HERE);
  return { ...view, staffSignOn: isStaffSignOn(identity) };
}

/**
 * 'Select all' and 'Unselect all' answer the form with the preset's boxes (nothing stored, the
 * page says so); Save stores exactly the boxes ticked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const form = await request.formData();
  const intent = preferencesIntent(textField(form, 'intent'));
  if (intent === null) {
    return data({ draft: null, saved: null, problem: 'Choose Save or a preset.' }, { status: 400 });
  }
  if (intent !== 'save') {
    return { draft: preferencesAfter({ preset: intent }), saved: null, problem: null };
  }
  const ticked = form.getAll('consent').filter((value) => typeof value === 'string');
  const outcome = await marketingService(context).save(identity, {
    marketingPreferences: preferencesFromConsentKeys(ticked),
  });
  if (outcome.outcome !== 'saved') throw loginRedirect(HERE);
  // The stamp tells one save from the next, so the form starts afresh after each.
  return { draft: null, saved: Date.now(), problem: null };
}

export default function MarketingPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const { schemes, marketingPreferences, preset, staffSignOn } = loaderData;
  const shown = actionData?.draft ?? marketingPreferences;
  return (
    <PageContainer>
      <div className={page.layout}>
        <h1>{MARKETING_PREFERENCES_HEADING}</h1>
        <p>{MARKETING_PREFERENCES_INTRO}</p>
        {preset && <p className={page.summary}>{PRESET_SUMMARIES[preset]}</p>}
        {staffSignOn && <p className={page.staff}>{STAFF_CHANGES_RECORDED}</p>}
        {actionData?.problem && <p role="alert">{actionData.problem}</p>}
        <MarketingPreferencesForm
          key={`${JSON.stringify(shown)}|${actionData?.saved ?? ''}`}
          schemes={schemes}
          saved={marketingPreferences}
          shown={shown}
          justSaved={actionData?.saved != null}
        />
      </div>
    </PageContainer>
  );
}
