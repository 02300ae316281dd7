import type { Identity } from '@grocer/domain/identity/identity';
import { trolleyItemIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { getServices } from '../../../lib/services.server.ts';

/**
 * The trolley page's own forms without JavaScript (decision 0032): a line's substitution flag,
 * note and personalised message, substitute-all and emptying. Quantities and removes post to
 * the items action the cards use. Each is one trolley service call; its checks are the service's.
 */

/** A form's trolley item id: text read as a number, then the domain's own rule. */
const id = z.coerce.number().pipe(trolleyItemIdSchema);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const pageFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('substitution'), trolleyItemId: id, canSubstitute: flag }),
  z.object({ intent: z.literal('note'), trolleyItemId: id, text: z.string().max(2000) }),
  z.object({ intent: z.literal('message'), trolleyItemId: id, text: z.string().max(2000) }),
  z.object({ intent: z.literal('substitute-all'), subPreference: flag }),
  z.object({ intent: z.literal('empty') }),
]);

export type TrolleyPageActionResult = { ok: true } | { ok: false; status: number; message: string };

export async function trolleyPageAction(
  context: Readonly<RouterContextProvider>,
  identity: Identity,
  form: FormData,
): Promise<TrolleyPageActionResult> {
  const fields = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === 'string'),
  );
  const parsed = pageFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      status: 400,
      message: `Invalid ${issue?.path.join('.') || 'form'}: ${issue?.message}`,
    };
  }
  const trolley = getServices(context).trolley;
  const input = parsed.data;
  try {
    switch (input.intent) {
      case 'substitution':
        await trolley.updateItem(identity, input.trolleyItemId, {
          canSubstitute: input.canSubstitute,
        });
        break;
      case 'note':
        await trolley.updateItem(identity, input.trolleyItemId, {
          noteToShopper: input.text.trim() || null,
        });
        break;
      case 'message':
        await trolley.updateItem(identity, input.trolleyItemId, {
          personalisedMessage: input.text.trim() || null,
        });
        break;
      case 'substitute-all':
      case 'empty': {
        const orderId = (await trolley.currentOrderId(identity)) as string;
        if (input.intent === 'empty') await trolley.emptyTrolley(identity, orderId);
        else await trolley.updateSubPreferences(identity, orderId, input.subPreference);
        break;
      }
    }
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return { ok: false, ...refused };
  }
  return { ok: true };
}
