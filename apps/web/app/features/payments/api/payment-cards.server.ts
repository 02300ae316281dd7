import { addressSummary } from '@grocer/domain/address/address';
import type { Identity } from '@grocer/domain/identity/identity';
import {
  CARD_DETAIL_MESSAGES,
  CARD_EXPIRY_MM_YY,
  isValidCardholderName,
} from '@grocer/domain/payments/card-details';
import { looksLikeCardNumber } from '@grocer/domain/payments/card-type';
import type {
  CardFormSession,
  PaymentCard,
} from '@grocer/server/contexts/payments/payments.contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import {
  PAYMENT_CARDS_PATH,
  PAYMENT_CARDS_SITE_PATH,
  type PaymentCardNotice,
  paymentCardNoticeOf,
} from '../lib/payment-card-notices.ts';

type Context = Readonly<RouterContextProvider>;

export type { PaymentCard };

export interface BillingAddressOption {
  id: number;
  label: string;
}

export interface PaymentCardsPageData {
  cards: PaymentCard[];
  /** The hosted card form, when the shopper is adding a card (`?add`). */
  cardForm: CardFormSession | null;
  /** The card whose deletion is being confirmed without JavaScript (`?delete=id`). */
  confirmDelete: PaymentCard | null;
  /** The card being edited (`?edit=id`). */
  editing: PaymentCard | null;
  /** The address book, as billing addresses to choose from while editing. */
  billingAddresses: BillingAddressOption[];
  notice: PaymentCardNotice | null;
}

const cardIdOf = (value: string | null | undefined): number | null =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/**
 * What the payment cards page shows (decision 0038). Adding a card opens the provider's hosted
 * form, which sends its token back to this page: its path, so the built-in provider answers the
 * shopper's own origin.
 */
export async function paymentCardsPageData(
  request: Request,
  context: Context,
  identity: Identity,
): Promise<PaymentCardsPageData> {
  const service = getServices(context).paymentCards;
  const params = new URL(request.url).searchParams;
  const cards = (await service.list(identity)) ?? [];
  const find = (name: string) => {
    const id = cardIdOf(params.get(name));
    return id === null ? null : (cards.find((card) => card.id === id) ?? null);
  };
  const editing = find('edit');
  const book = editing ? await getServices(context).addresses.list(identity) : [];
  return {
    cards,
    billingAddresses: book.map((address) => ({ id: address.id, label: addressSummary(address) })),
    cardForm: params.has('add')
      ? await service.cardForm(identity, `${PAYMENT_CARDS_SITE_PATH}?add`)
      : null,
    confirmDelete: find('delete'),
    editing,
    notice: paymentCardNoticeOf(params.get('notice')),
  };
}

export type PaymentCardActionResult = { ok: false; message: string };

const back = (notice: PaymentCardNotice) => redirect(`${PAYMENT_CARDS_PATH}?notice=${notice}`);

/**
 * The page's form posts, with or without JavaScript: save-card (the provider's token), update
 * (cardholder, expiry), delete. Success goes back to the list with a notice; a refusal answers
 * its status with a message.
 */
export async function runPaymentCardAction(request: Request, context: Context, identity: Identity) {
  const service = getServices(context).paymentCards;
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const refuse = (status: number, message: string) =>
    data<PaymentCardActionResult>({ ok: false, message }, { status });
  // A card number typed into the shop's own form (the name, say) is refused, never stored.
  if ([...form.values()].some((value) => typeof value === 'string' && looksLikeCardNumber(value))) {
    return refuse(400, 'Card numbers are not accepted here: enter the card in the payment form.');
  }
  switch (text('intent')) {
    case 'save-card': {
      const token = text('token');
      if (!/^[\w-]{1,100}$/.test(token)) return refuse(400, 'The card could not be saved.');
      const saved = await service.save(identity, { token });
      if (saved.outcome === 'ok') throw back('saved');
      return refuse(
        422,
        saved.outcome === 'expired' ? CARD_DETAIL_MESSAGES.expired : 'The card could not be saved.',
      );
    }
    case 'update': {
      const id = cardIdOf(text('cardId'));
      const cardholderName = text('cardholderName').trim();
      const expiryDate = text('expiryDate').trim();
      if (id === null) return refuse(404, 'No such payment card.');
      if (!isValidCardholderName(cardholderName)) {
        return refuse(400, CARD_DETAIL_MESSAGES.cardholderName);
      }
      if (!CARD_EXPIRY_MM_YY.test(expiryDate)) {
        return refuse(400, CARD_DETAIL_MESSAGES.expiryFormat);
      }
      const billing = text('billingAddressId');
      const billingAddressId = billing === '' ? null : cardIdOf(billing);
      if (billingAddressId === null && billing !== '') {
        return refuse(400, 'Choose a billing address from your address book.');
      }
      const updated = await service.update(identity, id, {
        cardholderName,
        expiryDate,
        billingAddressId,
      });
      if (updated.outcome === 'ok') throw back('updated');
      if (updated.outcome === 'expired') return refuse(422, CARD_DETAIL_MESSAGES.expired);
      if (updated.outcome === 'unknown-address') {
        return refuse(422, 'Choose a billing address from your address book.');
      }
      return refuse(404, 'No such payment card.');
    }
    case 'delete': {
      const id = cardIdOf(text('cardId'));
      if (id === null || !(await service.remove(identity, id))) {
        return refuse(404, 'No such payment card.');
      }
      throw back('deleted');
    }
    default:
      return refuse(400, 'Unknown action.');
  }
}
