import { DELIVERY_PASS_MESSAGES as M } from '@grocer/domain/delivery-pass/delivery-pass-messages';
import { isDeliveryPassPlanId } from '@grocer/domain/delivery-pass/delivery-pass-plans';
import type { Identity } from '@grocer/domain/identity/identity';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { formatMoney } from '@grocer/domain/money/money';
import type {
  DeliveryPassPlanView,
  DeliveryPassView,
} from '@grocer/server/contexts/delivery-pass/delivery-pass.contract';
import { identityContext } from '@grocer/server/web/load-context';
import { clientErrorOf, clientRefusalOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { toRoutePath } from '../../../lib/app-path.ts';
import { browserOrigin } from '../../../lib/browser-origin.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

export const DELIVERY_PASS_PATH = '/ecom/delivery-pass';
export const MY_DELIVERY_PASS_PATH = '/ecom/myaccount/delivery-pass';

export interface PlanCard {
  id: string;
  name: string;
  summary: string;
  price: string;
}

export interface CardChoice {
  id: number;
  label: string;
}

/** The plans page (decision 0087): the plans, and for a shopper the cards to pay with. */
export interface PlansPageData {
  plans: PlanCard[];
  signedIn: boolean;
  active: boolean;
  cards: CardChoice[];
  /** Back from the check page without a pass: why. */
  refused: string | null;
}

export interface PassOrder {
  customerOrderId: string;
  delivery: string;
  saved: string;
}

/** The account page: the shopper's active pass. */
export interface MyPassPageData {
  planName: string;
  price: string;
  started: string;
  expires: string;
  renews: string | null;
  autoRenew: boolean;
  renewalFailed: boolean;
  orders: PassOrder[];
  moneySaved: string;
  notice: string | null;
}

export interface PassActionRefusal {
  ok: false;
  message: string;
}

const planCardOf = (plan: DeliveryPassPlanView): PlanCard => ({
  id: plan.id,
  name: plan.name,
  summary: plan.summary,
  price: formatMoney(plan.price.amount),
});

export async function plansPageData(request: Request, context: Context): Promise<PlansPageData> {
  const identity = await context.get(identityContext)();
  const services = getServices(context);
  const plans = services.deliveryPass.plans().map(planCardOf);
  const refused = refusedMessage(request);
  if (!isSignedIn(identity)) {
    return { plans, signedIn: false, active: false, cards: [], refused };
  }
  const [status, cards] = await Promise.all([
    services.deliveryPass.status(identity),
    services.paymentCards.list(identity),
  ]);
  return {
    plans,
    signedIn: true,
    active: status === 'active',
    refused,
    cards: (cards ?? [])
      .filter((card) => !card.expired)
      .map((card) => ({ id: card.id, label: card.label })),
  };
}

function refusal(status: number, message: string) {
  return data<PassActionRefusal>({ ok: false, message }, { status });
}

/** Buys the chosen plan with the chosen card; then the shopper's pass page. */
export async function runBuyAction(request: Request, context: Context, identity: Identity) {
  const form = await request.formData();
  const plan = String(form.get('plan') ?? '');
  const cardId = Number(form.get('cardId'));
  if (!isDeliveryPassPlanId(plan)) return refusal(400, 'Choose a pass.');
  if (!Number.isSafeInteger(cardId) || cardId < 1)
    return refusal(400, 'Choose a card to pay with.');
  try {
    await getServices(context).deliveryPass.buy(identity, { plan, cardId });
  } catch (error) {
    const asked = clientRefusalOf(error);
    const { challengeUrl, paymentId } = asked?.detail ?? {};
    if (asked?.code === 'SECURITY_NEEDED' && typeof challengeUrl === 'string') {
      // The whole window goes to the provider's check page, whose Continue posts back to the
      // authenticate route. Absolute, on the host the browser asked: a path would be given the
      // storefront's basename.
      const back = `${DELIVERY_PASS_PATH}/authenticate?paymentId=${encodeURIComponent(String(paymentId))}`;
      const path = `${challengeUrl}?returnUrl=${encodeURIComponent(back)}`;
      throw redirect(new URL(path, browserOrigin(request)).href);
    }
    const known = clientErrorOf(error);
    if (known) return refusal(known.status, known.message);
    throw error;
  }
  return redirect(toRoutePath(`${MY_DELIVERY_PASS_PATH}?notice=bought`));
}

/**
 * Back from the provider's check page (3-D Secure): the buy completes and the shopper sees their
 * pass, or the plans again with why it did not.
 */
export async function runCompleteBuyAction(request: Request, context: Context, identity: Identity) {
  const paymentId = new URL(request.url).searchParams.get('paymentId') ?? '';
  try {
    await getServices(context).deliveryPass.completeBuy(identity, paymentId);
  } catch (error) {
    const refusal = clientRefusalOf(error);
    if (!refusal) throw error;
    return redirect(toRoutePath(`${DELIVERY_PASS_PATH}?refused=${refusal.code}`));
  }
  return redirect(toRoutePath(`${MY_DELIVERY_PASS_PATH}?notice=bought`));
}

/** Why a buy that went through the check page did not complete, for the plans page. */
export function refusedMessage(request: Request): string | null {
  const code = new URL(request.url).searchParams.get('refused');
  if (!code) return null;
  return code === 'PAYMENT_DECLINED'
    ? 'Your bank did not confirm the payment. Please choose another card or try again.'
    : 'Your Delivery Pass could not be bought. Please try again.';
}

const NOTICES: Record<string, string> = {
  bought: M.BOUGHT,
  'auto-renew-off': M.AUTO_RENEW_OFF_DONE,
  'auto-renew-on': M.AUTO_RENEW_ON_DONE,
};

function myPassOf(pass: DeliveryPassView, notice: string | null): MyPassPageData {
  return {
    planName: pass.plan.name,
    price: formatMoney(pass.plan.price.amount),
    started: formatLongDate(pass.startsAt),
    expires: formatLongDate(pass.expiresAt),
    renews: pass.renewsAt ? formatLongDate(pass.renewsAt) : null,
    autoRenew: pass.autoRenew,
    renewalFailed: pass.renewalFailed,
    orders: pass.orders.map((order) => ({
      customerOrderId: order.customerOrderId,
      delivery: formatLongDate(order.slotStart),
      saved: formatMoney(order.saved.amount),
    })),
    moneySaved: formatMoney(pass.moneySaved.amount),
    notice,
  };
}

/** The shopper's pass; a shopper without an active one is shown the plans instead. */
export async function myPassPageData(
  request: Request,
  context: Context,
  identity: Identity,
): Promise<MyPassPageData> {
  const pass = await getServices(context).deliveryPass.pass(identity);
  if (pass?.status !== 'active') throw redirect(toRoutePath(DELIVERY_PASS_PATH));
  const notice = new URL(request.url).searchParams.get('notice');
  return myPassOf(pass, (notice && NOTICES[notice]) ?? null);
}

/** Auto-renew off (cancel) or on again. */
export async function runMyPassAction(request: Request, context: Context, identity: Identity) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent !== 'auto-renew-off' && intent !== 'auto-renew-on') {
    return refusal(400, 'Choose what to change.');
  }
  try {
    await getServices(context).deliveryPass.update(identity, {
      autoRenew: intent === 'auto-renew-on',
    });
  } catch (error) {
    const known = clientErrorOf(error);
    if (known) return refusal(known.status, known.message);
    throw error;
  }
  return redirect(toRoutePath(`${MY_DELIVERY_PASS_PATH}?notice=${intent}`));
}
