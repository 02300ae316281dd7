import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import { FULFILMENT_MESSAGES } from '@grocer/domain/orders/order-messages';
import { type LinePick, PICK_PROBLEM_MESSAGES } from '@grocer/domain/orders/picking';
import { orderIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import type {
  FulfilmentOutcome,
  StaffOrderView,
} from '@grocer/server/contexts/orders/fulfilment.contract';
import { data, type RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

export type { StaffOrderView };

export function orderIdOf(value: string | undefined): string {
  const parsed = orderIdSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function staffOrder(context: Context, orderId: string | undefined) {
  const order = await getServices(context).fulfilment.getOrder(orderIdOf(orderId));
  if (!order) throw data(null, { status: 404 });
  return order;
}

/** The picking form's fields, one set per order line, as line picks (decision 0043). */
export function picksOf(form: FormData, order: StaffOrderView): LinePick[] {
  return order.lines.map((line): LinePick => {
    const outcome = String(form.get(`outcome-${line.position}`) ?? 'PICKED');
    const amount = Number(String(form.get(`quantity-${line.position}`) ?? '').trim());
    const quantity: Quantity = { amount, uom: line.quantity.uom as Quantity['uom'] };
    if (outcome === 'NOT_AVAILABLE') return { position: line.position, outcome };
    if (outcome === 'SUBSTITUTED') {
      const substitute = String(form.get(`substitute-${line.position}`) ?? '').trim();
      return {
        position: line.position,
        outcome,
        quantity,
        ...(substitute ? { substituteProductId: substitute.slice(0, 64) } : {}),
      };
    }
    return { position: line.position, outcome: 'PICKED', quantity };
  });
}

export type ConsoleActionData = { ok: boolean; message: string };

function messageOf(outcome: FulfilmentOutcome): ConsoleActionData {
  if (outcome.outcome === 'ok') return { ok: true, message: `Order ${outcome.order.status}.` };
  switch (outcome.code) {
    case 'NOT_FOUND':
      throw data(null, { status: 404 });
    case 'ORDER_STATUS_CONFLICT':
      return {
        ok: false,
        message: `${FULFILMENT_MESSAGES.ORDER_STATUS_CONFLICT} (${outcome.status})`,
      };
    case 'PICKING_INVALID':
      return {
        ok: false,
        message:
          outcome.problem.problem === 'unknown-substitute'
            ? FULFILMENT_MESSAGES.UNKNOWN_SUBSTITUTE
            : PICK_PROBLEM_MESSAGES[outcome.problem.problem],
      };
  }
}

/** Start fulfilment now, or complete picking, as the staff member. */
export async function runConsoleAction(
  request: Request,
  context: Context,
  staff: Identity,
  orderId: string | undefined,
) {
  const order = await staffOrder(context, orderId);
  const form = await request.formData();
  const fulfilment = getServices(context).fulfilment;
  const intent = form.get('intent');
  const outcome =
    intent === 'start'
      ? await fulfilment.startFulfilment(order.customerOrderId, staff)
      : intent === 'complete'
        ? await fulfilment.completeOrder(order.customerOrderId, staff)
        : await fulfilment.completePicking(order.customerOrderId, picksOf(form, order), staff);
  const answer = messageOf(outcome);
  return data(answer, { status: answer.ok ? 200 : 422 });
}
