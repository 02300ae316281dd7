import type { Identity } from '@grocer/domain/identity/identity';
import { AMEND_MESSAGES, amendingBannerText } from '@grocer/domain/orders/order-amend';
import type {
  AmendFailureCode,
  AmendOutcome,
  OrderAmendService,
} from '@grocer/server/contexts/orders/order-amend.contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import { formatAmendCutoff } from '../lib/amend-paths.ts';

type Context = Readonly<RouterContextProvider>;

/** The orders context's amend service (decision 0042). */
export function orderAmendService(context: Context): OrderAmendService {
  return getServices(context).orderAmend;
}

/** What the trolley banner and the hub show of the order being amended. */
export interface AmendingView {
  customerOrderId: string;
  cutoffLabel: string;
  bannerText: string;
  slotStart: string | null;
}

export async function amendingView(
  context: Context,
  identity: Identity,
): Promise<AmendingView | null> {
  const amending = await orderAmendService(context).amendingOrder(identity);
  if (!amending) return null;
  const cutoffLabel = formatAmendCutoff(amending.amendOrderCutoffDateTime);
  return {
    customerOrderId: amending.customerOrderId,
    cutoffLabel,
    bannerText: amendingBannerText(amending.customerOrderId, cutoffLabel),
    slotStart: amending.slot?.startDateTime ?? null,
  };
}

/** A refusal as a modal shows it (spec doc 2 §8 titles where it has them). */
export interface AmendRefusalView {
  code: AmendFailureCode | 'SLOT_REFUSED';
  title: string;
  message: string;
  status: number;
}

const REFUSALS: Record<AmendFailureCode, Omit<AmendRefusalView, 'code'>> = {
  NOT_FOUND: {
    title: AMEND_MESSAGES.UNEXPECTED_ERROR_TITLE,
    message: 'No such order.',
    status: 404,
  },
  AMEND_CUTOFF_PASSED: {
    title: AMEND_MESSAGES.CUTOFF_PASSED_TITLE,
    message: AMEND_MESSAGES.CUTOFF_PASSED,
    status: 410,
  },
  ORDER_NOT_AMENDABLE: {
    title: AMEND_MESSAGES.CUTOFF_PASSED_TITLE,
    message: AMEND_MESSAGES.ORDER_NOT_AMENDABLE,
    status: 409,
  },
  ORDER_NOT_AMENDING: {
    title: AMEND_MESSAGES.UNEXPECTED_ERROR_TITLE,
    message: AMEND_MESSAGES.NOT_AMENDING,
    status: 409,
  },
  ORIGINAL_SLOT_TAKEN: {
    title: AMEND_MESSAGES.UNEXPECTED_ERROR_TITLE,
    message: AMEND_MESSAGES.ORIGINAL_SLOT_TAKEN,
    status: 409,
  },
};

export function refusalView(outcome: Exclude<AmendOutcome, { outcome: 'ok' }>): AmendRefusalView {
  if (outcome.outcome === 'slot-refused') {
    return {
      code: 'SLOT_REFUSED',
      title: AMEND_MESSAGES.UNEXPECTED_ERROR_TITLE,
      message: outcome.failure.message,
      status: 409,
    };
  }
  return { code: outcome.code, ...REFUSALS[outcome.code] };
}

/**
 * The answer to a View Order form that starts an amend (Amend, Change slot): on to `next` when
 * it started, else the refusal to show, with its status.
 */
export function amendStartAnswer(outcome: AmendOutcome, next: string) {
  if (outcome.outcome === 'ok') throw redirect(next, 303);
  const refusal = refusalView(outcome);
  return data({ refusal }, { status: refusal.status });
}

/** The 'Unable to edit' modal (a personalised line changed; the checkout refused it). */
export const UNABLE_TO_EDIT_VIEW: AmendRefusalView = {
  code: 'ORDER_NOT_AMENDABLE',
  title: AMEND_MESSAGES.UNABLE_TO_EDIT_TITLE,
  message: AMEND_MESSAGES.UNABLE_TO_EDIT,
  status: 422,
};

/** A refusal named in the hub's query (`?amendError=`), or null. */
export function refusalFromQuery(value: string | null): AmendRefusalView | null {
  if (value === 'PERSONALISED_MESSAGE_LOCKED') return UNABLE_TO_EDIT_VIEW;
  if (value === 'AMEND_CUTOFF_PASSED') return refusalView({ outcome: 'refused', code: value });
  return null;
}
