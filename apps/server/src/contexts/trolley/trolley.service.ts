import type { SavedTrolleyLine } from '@grocer/db/schema/trolley';
import type { Product, Uom } from '@grocer/domain/catalogue/catalogue.types';
import { ITEM_NOT_AVAILABLE } from '@grocer/domain/catalogue/catalogue-messages';
import { canPersonalise, productDisplayName } from '@grocer/domain/catalogue/product-display';
import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { type Identity, isSignedIn, isStaffSignOn } from '@grocer/domain/identity/identity';
import { keptUntil } from '@grocer/domain/identity/viewer-kept-until';
import type { PricingIncentive } from '@grocer/domain/incentives/incentive-rules';
import { moneyOfPence } from '@grocer/domain/money/money';
import { instantCheckoutState } from '@grocer/domain/orders/instant-checkout';
import { trolleySlotChangeable } from '@grocer/domain/orders/order-amend';
import { canPriceUom } from '@grocer/domain/pricing/line-price';
import type { MinimumOrderValues } from '@grocer/domain/pricing/minimum-order';
import { priceTrolley } from '@grocer/domain/pricing/price-trolley';
import { promotionStatus } from '@grocer/domain/pricing/promotion-status';
import { trolleyTotals } from '@grocer/domain/pricing/trolley-totals';
import { isConsoleStaff } from '@grocer/domain/staff/staff-console';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { addRefusal } from '@grocer/domain/trolley/add-refusal';
import { trolleyConflicts } from '@grocer/domain/trolley/conflicts';
import { planPendingAdd } from '@grocer/domain/trolley/pending-add';
import { capQuantity } from '@grocer/domain/trolley/product-cap';
import { REUSE_NOTES_MAX_LINES } from '@grocer/domain/trolley/reuse-shopper-notes';
import { pickAlternatives, SWAP_ALTERNATIVES_SIZE } from '@grocer/domain/trolley/swap-alternatives';
import {
  MAX_TROLLEY_LINES,
  orderIdSchema,
  pendingAddSchema,
  trolleyItemIdSchema,
  trolleyItemInputSchema,
  trolleyItemsInputSchema,
  trolleyItemUpdateSchema,
} from '@grocer/domain/trolley/trolley-input.schema';
import { NO_PERSONALISED_MESSAGE, notSoldInUnit } from '@grocer/domain/trolley/trolley-messages';
import {
  EMPTY_VIEWER_TROLLEY,
  type ViewerTrolley,
  viewerTrolleyOf,
} from '@grocer/domain/trolley/trolley-summary';
import { deepFreeze } from '@grocer/domain/values/deep-freeze';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type {
  CatalogueEngine,
  TrolleyFacts,
  TrolleyProductFacts,
} from '../catalogue/catalogue.contract.ts';
import type { IdentityService } from '../identity/identity.contract.ts';
import type { StaffService } from '../staff/staff.contract.ts';
import type {
  BookedSlot,
  BookedSlotSource,
  LoyaltyMembershipSource,
  Trolley,
  TrolleyChange,
  TrolleyFlagSources,
  TrolleyIncentivesSource,
  TrolleyItemInput,
  TrolleyNotice,
  TrolleyService,
} from './trolley.contract.ts';
import { conflictProductOf, pricingProductOf, trolleyItemOf } from './trolley.mappers.ts';
import {
  type Applied,
  ChangePlan,
  type LineFields,
  type StampedTrolley,
  type StoredLine,
  type StoredTrolley,
  type TrolleyRepository,
} from './trolley.repository.ts';
import {
  type HeldView,
  type StampedRead,
  sameBasis,
  standsUnder,
  TrolleyViewCache,
  type ViewBasis,
} from './trolley-view-cache.ts';

/**
 * The trolley (decision 0031). Every rule is the domain's: the unit rules and input checks
 * (trolley-input.schema), what may be added (addRefusal), caps (capQuantity), the sign-in
 * hand-over (planPendingAdd), prices and offers (priceTrolley), conflicts (trolleyConflicts)
 * and totals (trolleyTotals). This file reads, decides in that order, and writes in one
 * transaction per change.
 */

export interface TrolleyServiceDeps {
  repository: TrolleyRepository;
  catalogue: Pick<CatalogueEngine, 'getTrolleyFacts' | 'getProductsByLineNumbers' | 'browse'>;
  staff: Pick<StaffService, 'audit' | 'returnToAdmin'>;
  /**
   * Sessions of others ended (a staff sign-on); the customer's write stamp read with the
   * session (decision 0103: getTrolley under an unmoved stamp reads nothing; none: it always
   * reads).
   */
  identity: Pick<IdentityService, 'endOtherSessions'> &
    Partial<Pick<IdentityService, 'writeStampOf'>>;
  /** The booked slot (slot issue); none until then. */
  slots?: BookedSlotSource;
  /** Loyalty-scheme membership (the loyalty context, decision 0086); none: nobody is a member. */
  loyalty?: LoyaltyMembershipSource;
  /** What the trolley's flags read of other contexts (decision 0056); none: no amend, no cards. */
  flagSources?: TrolleyFlagSources;
  minimumOrderValues: MinimumOrderValues;
  now: () => Date;
  /**
   * getTrolley's views kept by trolley version (trolley-view-cache.ts); null works every read
   * out afresh (the tests that hold the two equal).
   */
  viewCache?: TrolleyViewCache | null;
  /** Loaded personal offers (decision 0088), bounded by their source; none: no incentives. */
  incentives?: TrolleyIncentivesSource;
}

const NO_SLOT: BookedSlotSource = { bookedSlot: async () => null };
const NO_MEMBERS: LoyaltyMembershipSource = { isMember: async () => false };
const NO_INCENTIVES: TrolleyIncentivesSource = { loadedIncentives: async () => [] };
const NO_FLAG_SOURCES: TrolleyFlagSources = {
  amendingOrder: async () => null,
  slotReservedUntil: async () => null,
  usableSavedCards: async () => 0,
  appliedTenders: async () => ({ giftCards: 0, giftVouchers: 0 }),
};

type Facts = ReadonlyMap<string, TrolleyProductFacts>;

const orderIdInput = z.object({ orderId: orderIdSchema }).strict();
const alternativesInput = z
  .object({ lineNumber: lineNumberSchema, size: z.number().int().min(1).max(12) })
  .strict();
const swapInput = z
  .object({ lineNumber: lineNumberSchema, replacementLineNumber: lineNumberSchema })
  .strict()
  .refine((input) => input.lineNumber !== input.replacementLineNumber, {
    path: ['replacementLineNumber'],
    message: 'must be another product',
  });
const customerIdInput = z.object({ customerId: z.number().int().min(1).max(2_147_483_647) });
/** The aisle's most popular products looked through for alternatives (one cached browse page). */
const ALTERNATIVE_CANDIDATES = 48;
const trolleyItemIdInput = z.object({ trolleyItemId: trolleyItemIdSchema }).strict();
const previousNotesInput = z
  .object({ lineNumbers: z.array(lineNumberSchema).max(REUSE_NOTES_MAX_LINES) })
  .strict();

function signedInCustomer(identity: Identity): number {
  if (!isSignedIn(identity)) {
    throw new AppError('UNAUTHENTICATED', 'Sign in to use your trolley.');
  }
  return identity.customerId;
}

/** Staff in the console: a signed-in principal holding the console permission. */
function requireConsoleStaff(identity: Identity): void {
  if (identity.principalId <= 0) {
    throw new AppError('UNAUTHENTICATED', 'Sign in to the staff console.');
  }
  if (!isConsoleStaff(identity)) {
    throw new AppError('FORBIDDEN', 'Only staff can do this.');
  }
}

const lineNotFound = () =>
  new AppError('TROLLEY_ITEM_NOT_FOUND', 'That item is no longer in your trolley.');

function requireStaffSignOn(identity: Identity): void {
  signedInCustomer(identity);
  if (!isStaffSignOn(identity) || !identity.permissions.includes('staff:save-trolley')) {
    throw new AppError('FORBIDDEN', 'Only staff signed on as the customer can do this.');
  }
}

/** A blank note or message is none. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const UNIT_NAMES: Record<Uom, string> = {
  C62: 'the item',
  KGM: 'the kilogram',
  GRM: 'the gram',
  LBR: 'the pound',
};

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `Invalid ${field}: ${message}`, {
    issues: [{ field, message }],
  });
}

/**
 * How many times a change is worked out afresh when another change to the trolley lands first,
 * before it waits its turn on the trolley's lock instead.
 */
const OPTIMISTIC_ATTEMPTS = 3;

/** A change being worked out on the trolley as read (its writes are recorded in `plan`). */
interface Work {
  trolley: StoredTrolley;
  /** The lines as they will stand after each write so far (inserted ones with placeholder ids). */
  lines: StoredLine[];
  plan: ChangePlan;
  facts: Facts;
  notices: TrolleyNotice[];
  now: Date;
}

/**
 * Checks a wanted line against its product and returns it as it will be stored: the quantity
 * cut to the cap (with a notice), substitution off where the product prohibits it.
 */
function settle(work: Work, existing: StoredLine | undefined, wanted: LineFields): LineFields {
  if (wanted.quantity.amount === 0) return wanted;
  const product = work.facts.get(wanted.productId);
  if (product && product.lineNumber !== wanted.lineNumber) {
    throw invalid(
      'lineNumber',
      `product ${wanted.productId} has line number ${product.lineNumber}`,
    );
  }
  const sameUnit = existing?.quantity.uom === wanted.quantity.uom;
  const quantityChanged = !sameUnit || existing?.quantity.amount !== wanted.quantity.amount;
  const raising = !sameUnit || wanted.quantity.amount > (existing?.quantity.amount ?? 0);
  if (raising) {
    const refusal = addRefusal(wanted.productId, product && conflictProductOf(product), work.now);
    if (refusal) throw new AppError('PRODUCT_NOT_SOLD', refusal.message);
  }
  // Only lowering, or changing a flag or note, of a line whose product has gone.
  if (!product) return wanted;
  let quantity = wanted.quantity;
  if (quantityChanged) {
    if (!canPriceUom(pricingProductOf(product), quantity.uom)) {
      throw invalid(
        'quantity.uom',
        notSoldInUnit(productDisplayName(product.name), UNIT_NAMES[quantity.uom]),
      );
    }
    const capped = capQuantity(quantity, product.orderCap);
    quantity = capped.quantity;
    if (capped.message) {
      work.notices.push({
        code: 'PRODUCT_CAP_EXCEEDED',
        lineNumber: wanted.lineNumber,
        message: capped.message,
      });
    }
  }
  const message = wanted.personalisedMessage;
  if (message !== null && message !== (existing?.personalisedMessage ?? null)) {
    const max = product.maxPersonalisedMessageLength;
    if (!canPersonalise(max)) throw invalid('personalisedMessage', NO_PERSONALISED_MESSAGE);
    if (message.length > (max as number)) {
      throw invalid('personalisedMessage', `must be at most ${max} characters`);
    }
  }
  return {
    ...wanted,
    quantity,
    canSubstitute: product.substitutionsProhibited ? false : wanted.canSubstitute,
  };
}

/** Brings one line to `wanted` (quantity 0 removes it); the line as stored, or null when gone. */
function write(
  work: Work,
  existing: StoredLine | undefined,
  wanted: LineFields,
): StoredLine | null {
  const settled = settle(work, existing, wanted);
  if (settled.quantity.amount === 0) {
    if (existing) {
      work.plan.remove([existing.trolleyItemId]);
      work.lines = work.lines.filter((line) => line.trolleyItemId !== existing.trolleyItemId);
    }
    return null;
  }
  if (existing) {
    work.plan.update(existing.trolleyItemId, settled);
    const line = { ...settled, trolleyItemId: existing.trolleyItemId };
    work.lines = work.lines.map((l) => (l.trolleyItemId === existing.trolleyItemId ? line : l));
    return line;
  }
  if (work.lines.length >= MAX_TROLLEY_LINES) {
    throw new AppError(
      'TROLLEY_FULL',
      `Your trolley is full: it holds at most ${MAX_TROLLEY_LINES} different products.`,
    );
  }
  const line = { ...settled, trolleyItemId: work.plan.insert(settled) };
  work.lines = [...work.lines, line];
  return line;
}

/**
 * The line an add (or a batch line, or an undo) is about, and what is wanted of it: the line
 * named by a positive trolleyItemId, else the product's line (a personalisable product's add is
 * always a new line). Fields left out keep the line's values.
 */
function upsertOf(work: Work, input: TrolleyItemInput) {
  const product = work.facts.get(input.productId);
  const personalisable = canPersonalise(product?.maxPersonalisedMessageLength);
  const id = input.trolleyItemId ?? 0;
  const byId =
    id > 0
      ? work.lines.find((l) => l.trolleyItemId === id && l.lineNumber === input.lineNumber)
      : undefined;
  const existing =
    byId ??
    (personalisable
      ? undefined
      : work.lines.find((l) => l.lineNumber === input.lineNumber && !l.personalisable));
  const wanted: LineFields = {
    lineNumber: input.lineNumber,
    productId: input.productId,
    quantity: input.quantity,
    reservedQuantity: existing?.reservedQuantity ?? 0,
    canSubstitute:
      input.canSubstitute ?? existing?.canSubstitute ?? work.trolley.subPreference ?? true,
    noteToShopper:
      input.noteToShopper !== undefined
        ? text(input.noteToShopper)
        : (existing?.noteToShopper ?? null),
    personalisedMessage:
      input.personalisedMessage !== undefined
        ? text(input.personalisedMessage)
        : (existing?.personalisedMessage ?? null),
    personalisable: existing?.personalisable ?? personalisable,
  };
  return { existing, wanted };
}

function lineFieldsOf(line: StoredLine): LineFields {
  const { trolleyItemId: _id, ...fields } = line;
  return fields;
}

export function createTrolleyService(deps: TrolleyServiceDeps): TrolleyService {
  const { repository, catalogue, now } = deps;
  const slots = deps.slots ?? NO_SLOT;
  const loyalty = deps.loyalty ?? NO_MEMBERS;
  const incentivesSource = deps.incentives ?? NO_INCENTIVES;
  const flagSources = deps.flagSources ?? NO_FLAG_SOURCES;
  const viewCache = deps.viewCache === undefined ? new TrolleyViewCache() : deps.viewCache;

  async function factsOf(productIds: readonly string[]) {
    const facts = await catalogue.getTrolleyFacts([...new Set(productIds)]);
    return {
      byId: new Map(facts.products.map((product) => [product.productId, product])) as Facts,
      facts,
    };
  }

  /** What a view of `stored` is worked out from, besides the time. */
  async function viewInputs(stored: StoredTrolley) {
    const [{ facts }, slot, member, incentives] = await Promise.all([
      factsOf(stored.lines.map((line) => line.productId)),
      slots.bookedSlot(stored.customerId, stored.orderId),
      loyalty.isMember(stored.customerId),
      incentivesSource.loadedIncentives(stored.customerId),
    ]);
    return { facts, slot, member, incentives };
  }

  /** The trolley priced, with its conflicts and totals, for its customer. */
  function viewOf(
    stored: StoredTrolley,
    inputs: {
      facts: TrolleyFacts;
      slot: BookedSlot | null;
      member: boolean;
      incentives: readonly PricingIncentive[];
    },
    at: Date,
    addingLineNumber?: string,
  ): Trolley {
    const { facts, slot, member, incentives } = inputs;
    const lines = stored.lines.map((line) => ({
      trolleyItemId: line.trolleyItemId,
      lineNumber: line.lineNumber,
      productId: line.productId,
      quantity: line.quantity,
    }));
    const priced = priceTrolley({
      lines,
      products: facts.products.map(pricingProductOf),
      promotions: facts.promotions,
      now: at,
      slotStart: slot?.start ?? null,
      loyaltyMember: member,
      incentives,
    });
    const { conflicts, trolleyItemCounts } = trolleyConflicts({
      lines,
      products: facts.products.map(conflictProductOf),
      slot,
      now: at,
      addingLineNumber: addingLineNumber ?? null,
    });
    const byId = new Map(priced.lines.map((line) => [line.trolleyItemId, line]));
    return {
      orderId: stored.orderId,
      version: stored.version,
      subPreference: stored.subPreference,
      trolleyItems: stored.lines.map((line) => trolleyItemOf(line, byId.get(line.trolleyItemId))),
      trolleyTotals: trolleyTotals({
        priced,
        slot,
        minimumOrderValues: deps.minimumOrderValues,
        trolleyItemCounts,
      }),
      conflicts,
    };
  }

  async function view(stored: StoredTrolley, addingLineNumber?: string): Promise<Trolley> {
    const at = now();
    return viewOf(stored, await viewInputs(stored), at, addingLineNumber);
  }

  /**
   * getTrolley's read (decision 0063): the trolley and its lines' stamp, the lines only when the
   * view held for the order is of other lines, and the view held answered when it was worked out
   * from the same basis as this read's (trolley-view-cache.ts); otherwise as `view`.
   */
  async function readView(identity: Identity, orderId: string): Promise<Trolley> {
    const customerId = signedInCustomer(identity);
    const id = orderIdOf(orderId);
    if (viewCache === null) {
      const stored = await repository.load(id, customerId);
      if (!stored) throw new AppError('TROLLEY_NOT_FOUND', 'No such trolley.');
      return view(stored);
    }
    const held = viewCache.get(id);
    // Read with the session, before any read below (decision 0103).
    const stamp = deps.identity.writeStampOf?.(identity) ?? null;
    const at = now();
    if (standsUnder(held, customerId, stamp, at.getTime())) return viewOfStamped(held, at);
    // The slot is asked for beside the trolley (it is the customer's for this order, or none).
    const [read, slot] = await Promise.all([
      repository.loadUnlessHeld(id, customerId, held?.linesStamp ?? null),
      slots.bookedSlot(customerId, id),
    ]);
    if (!read) throw new AppError('TROLLEY_NOT_FOUND', 'No such trolley.');
    return viewOfRead(viewCache, read, held, slot, undefined, stamp);
  }

  /**
   * The view of a trolley whose reads stand under the customer's write stamp (decision 0103):
   * nothing read again but the catalogue's facts (kept by the catalogue); the held view when its
   * basis is this moment's, else worked out from the held lines, slot, membership and offers.
   */
  async function viewOfStamped(
    held: HeldView & { stamped: StampedRead },
    at: Date,
  ): Promise<Trolley> {
    const { row, member } = held.stamped;
    const { slot, incentives } = held.basis;
    const { facts } = await factsOf(held.lines.map((line) => line.productId));
    const basis = basisOf(facts, { at, slot, member, incentives });
    if (sameBasis(held.basis, basis)) {
      viewCache?.touch(row.orderId);
      return withRow(held.trolley, row);
    }
    const stored: StoredTrolley = { ...row, lines: [...held.lines] };
    const trolley = deepFreeze(viewOf(stored, { facts, slot, member, incentives }, at));
    viewCache?.set(row.orderId, { ...held, basis, trolley });
    return withRow(trolley, row);
  }

  /**
   * A kept view as a read answers it: a copy of its own (GraphQL keeps a read's flags by the
   * trolley object), with the trolley's row as read.
   */
  function withRow(
    trolley: Trolley,
    row: Pick<StoredTrolley, 'version' | 'subPreference'>,
  ): Trolley {
    return { ...trolley, version: row.version, subPreference: row.subPreference };
  }

  /** What a view worked out at `at` is worked out from besides the lines (trolley-view-cache.ts). */
  function basisOf(
    facts: TrolleyFacts,
    inputs: {
      at: Date;
      slot: BookedSlot | null;
      member: boolean;
      incentives: readonly PricingIncentive[];
    },
  ): ViewBasis {
    const { at, slot, member, incentives } = inputs;
    const slotStart = slot?.start ?? null;
    return {
      products: facts.products,
      promotions: facts.promotions,
      statuses: facts.promotions.map((promotion) =>
        promotionStatus(promotion, { now: at, slotStart, loyaltyMember: member }),
      ),
      slot,
      today: londonIsoDate(at),
      incentives,
    };
  }

  /**
   * The viewer's trolley (decision 0060): the customer's open trolley read as readView reads one
   * order, with the order id it was last read under as the guess of which view is held (and
   * whose slot to ask for beside it). The order id answers even when the trolley is empty.
   */
  async function readViewerTrolley(
    customerId: number,
    bookedSlot: (orderId: string) => Promise<BookedSlot | null>,
  ): Promise<{ trolley: ViewerTrolley; openOrderId: string | null; loyaltyMember?: boolean }> {
    if (viewCache === null) {
      const stored = await repository.loadOpen(customerId);
      if (!stored) return { trolley: EMPTY_VIEWER_TROLLEY, openOrderId: null };
      if (stored.lines.length === 0)
        return { trolley: EMPTY_VIEWER_TROLLEY, openOrderId: stored.orderId };
      const inputs = await viewInputs(stored);
      return {
        trolley: viewerTrolleyOf(viewOf(stored, inputs, now())),
        openOrderId: stored.orderId,
        loyaltyMember: inputs.member,
      };
    }
    const guess = viewCache.openOrderOf(customerId);
    const guessed = guess === undefined ? undefined : viewCache.get(guess);
    const [read, guessedSlot] = await Promise.all([
      repository.loadOpenUnlessHeld(
        customerId,
        guess !== undefined && guessed ? { orderId: guess, linesStamp: guessed.linesStamp } : null,
      ),
      guess === undefined ? null : bookedSlot(guess),
    ]);
    if (!read) {
      viewCache.forgetOpenOrder(customerId);
      return { trolley: EMPTY_VIEWER_TROLLEY, openOrderId: null };
    }
    viewCache.noteOpenOrder(customerId, read.orderId);
    const right = read.orderId === guess;
    // Lines answered: the held view, if any, is of other lines.
    const lineCount = read.lines?.length ?? guessed?.lines.length ?? 0;
    if (lineCount === 0) return { trolley: EMPTY_VIEWER_TROLLEY, openOrderId: read.orderId };
    const slot = right ? guessedSlot : await bookedSlot(read.orderId);
    const seen: { member?: boolean } = {};
    const trolley = await viewOfRead(viewCache, read, right ? guessed : undefined, slot, seen);
    return {
      trolley: viewerTrolleyOf(trolley),
      openOrderId: read.orderId,
      // The membership the trolley was priced by: the viewer's own, read once.
      ...(seen.member === undefined ? {} : { loyaltyMember: seen.member }),
    };
  }

  /**
   * The view of a trolley read with its lines' stamp (decision 0063): the held one when the
   * read sent no lines (they are the held ones) and the basis is the same; otherwise worked out
   * afresh and held.
   */
  async function viewOfRead(
    cache: TrolleyViewCache,
    read: StampedTrolley,
    held: HeldView | undefined,
    slot: BookedSlot | null,
    /** Told the membership read for the view (the viewer's, so it is read once). */
    seen?: { member?: boolean },
    /** The customer's write stamp read before `read` (getTrolley's); null: none. */
    stamp: string | null = null,
  ): Promise<Trolley> {
    const { linesStamp, lines, ...trolleyRow } = read;
    const id = trolleyRow.orderId;
    // No lines read: they are the held ones.
    const same = lines === null && held !== undefined;
    const stored: StoredTrolley = { ...trolleyRow, lines: [...(lines ?? held?.lines ?? [])] };
    const at = now();
    const [{ facts }, member, incentives] = await Promise.all([
      factsOf(stored.lines.map((line) => line.productId)),
      loyalty.isMember(trolleyRow.customerId),
      incentivesSource.loadedIncentives(trolleyRow.customerId),
    ]);
    if (seen) seen.member = member;
    const basis = basisOf(facts, { at, slot, member, incentives });
    // What was read under the stamp (decision 0103), with how long it may be used again.
    const stamped: StampedRead | null =
      stamp === null
        ? null
        : {
            stamp,
            row: trolleyRow,
            member,
            readAt: at.getTime(),
            until: keptUntil(at, slot?.holdExpiresAt ?? null).getTime(),
          };
    if (same && sameBasis(held.basis, basis)) {
      if (stamped !== null) cache.set(id, { ...held, stamped });
      else cache.touch(id);
      return withRow(held.trolley, stored);
    }
    const trolley = deepFreeze(viewOf(stored, { facts, slot, member, incentives }, at));
    cache.set(id, { linesStamp, lines: stored.lines, basis, trolley, stamped });
    return withRow(trolley, stored);
  }

  function orderIdOf(orderId: string): string {
    return parseInput(orderIdInput, { orderId }, 'variables').orderId;
  }

  /**
   * Input of a change to `orderId`, read after ownership (decision 0026): to anyone but the
   * trolley's owner a call answers TROLLEY_NOT_FOUND whatever else is wrong with it.
   */
  async function ownedInput<S extends z.ZodType>(
    schema: S,
    input: unknown,
    orderId: string,
    customerId: number,
  ): Promise<z.output<S>> {
    if (schema.safeParse(input).success) return parseInput(schema, input, 'variables');
    if ((await repository.load(orderId, customerId)) === null) {
      throw new AppError('TROLLEY_NOT_FOUND', 'No such trolley.');
    }
    return parseInput(schema, input, 'variables');
  }

  async function load(identity: Identity, orderId: string): Promise<StoredTrolley> {
    const customerId = signedInCustomer(identity);
    const stored = await repository.load(orderIdOf(orderId), customerId);
    if (!stored) throw new AppError('TROLLEY_NOT_FOUND', 'No such trolley.');
    return stored;
  }

  /**
   * Runs one change: `productIds` are the products whose facts it needs, read first. `apply`
   * works the change out on the trolley as read and returns the lines the call concerned, or
   * 'ALL'; it is written only if nobody changed the trolley meanwhile, else worked out again
   * (decision 0031).
   */
  async function change(
    customerId: number,
    orderId: string,
    productIds: readonly string[],
    apply: (work: Work) => Promise<(StoredLine | null)[] | 'ALL'>,
    addingLineNumber?: string,
  ): Promise<TrolleyChange> {
    const { byId } = await factsOf(productIds);
    const attempt = async (trolley: StoredTrolley) => {
      const work: Work = {
        trolley,
        lines: trolley.lines,
        plan: new ChangePlan(),
        facts: byId,
        notices: [],
        now: now(),
      };
      return { work, concerned: await apply(work) };
    };
    let done: (Applied & Awaited<ReturnType<typeof attempt>>) | null = null;
    for (let tries = 0; tries < OPTIMISTIC_ATTEMPTS && !done; tries++) {
      const read = await repository.load(orderId, customerId);
      if (!read) throw new AppError('TROLLEY_NOT_FOUND', 'No such trolley.');
      const worked = await attempt(read);
      const applied = await repository.applyIfUnchanged(
        orderId,
        customerId,
        read.version,
        worked.work.plan.ops,
      );
      if (applied) done = { ...applied, ...worked };
    }
    if (!done) {
      const locked = await repository.applyLocked(orderId, customerId, async (trolley) => {
        const worked = await attempt(trolley);
        return { ops: worked.work.plan.ops, value: worked };
      });
      done = { ...locked, ...locked.value };
    }
    const { work, concerned, insertedIds, version } = done;
    // Placeholder -n is the n-th inserted line.
    const idOf = (id: number) => (id < 0 ? (insertedIds[-id - 1] ?? id) : id);
    const stored: StoredTrolley = {
      ...work.trolley,
      version,
      lines: work.lines.map((line) => ({ ...line, trolleyItemId: idOf(line.trolleyItemId) })),
    };
    const trolley = await view(stored, addingLineNumber);
    const ids =
      concerned === 'ALL'
        ? null
        : new Set(concerned.flatMap((line) => (line ? [idOf(line.trolleyItemId)] : [])));
    return {
      trolley,
      trolleyItems: trolley.trolleyItems.filter((item) => !ids || ids.has(item.trolleyItemId)),
      notices: work.notices,
    };
  }

  async function upsert(identity: Identity, orderId: string, item: TrolleyItemInput) {
    const customerId = signedInCustomer(identity);
    const id = orderIdOf(orderId);
    const input = await ownedInput(trolleyItemInputSchema, item, id, customerId);
    return change(
      customerId,
      id,
      [input.productId],
      async (work) => {
        const { existing, wanted } = upsertOf(work, input);
        return [write(work, existing, wanted)];
      },
      input.lineNumber,
    );
  }

  const service: TrolleyService = {
    async currentOrderId(identity) {
      if (!isSignedIn(identity)) return null;
      return repository.openOrderId(identity.customerId);
    },

    async openOrderId(identity) {
      if (!isSignedIn(identity)) return null;
      return repository.findOpenOrderId(identity.customerId);
    },

    async slotConflicts(identity, slot) {
      if (!isSignedIn(identity)) return [];
      const stored = await repository.loadOpen(identity.customerId);
      if (!stored || stored.lines.length === 0) return [];
      const { facts } = await factsOf(stored.lines.map((line) => line.productId));
      return trolleyConflicts({
        lines: stored.lines.map((line) => ({
          trolleyItemId: line.trolleyItemId,
          lineNumber: line.lineNumber,
          productId: line.productId,
          quantity: line.quantity,
        })),
        products: facts.products.map(conflictProductOf),
        slot,
        now: now(),
      }).conflicts;
    },

    async currentTrolley(identity) {
      const orderId = await service.currentOrderId(identity);
      if (orderId === null) return null;
      return view(await load(identity, orderId));
    },

    async getTrolley(identity, orderId) {
      return readView(identity, orderId);
    },

    async flags(identity, trolley) {
      const [amending, reservedUntil, cards, tenders] = await Promise.all([
        flagSources.amendingOrder(identity, trolley.orderId),
        flagSources.slotReservedUntil(identity, trolley.orderId),
        flagSources.usableSavedCards(identity),
        flagSources.appliedTenders(identity, trolley.orderId),
      ]);
      const at = now();
      return {
        amendingOrder: amending !== null,
        instantCheckout:
          instantCheckoutState({
            usableSavedCards: cards,
            slotReservedUntil: reservedUntil,
            lineCount: trolley.trolleyItems.length,
            hardConflictCount: trolley.conflicts.filter((c) => c.type === 'HARD').length,
            minimumSpendThresholdMet: trolley.trolleyTotals.minimumSpendThresholdMet,
            giftCardCount: tenders.giftCards,
            giftVoucherCount: tenders.giftVouchers,
            now: at,
          }) === 'ALLOWED',
        slotChangeable: trolleySlotChangeable(amending, at),
      };
    },

    async recommendations(identity, orderId, page) {
      const stored = await load(identity, orderId);
      if (page.size <= 0) return [];
      const inTrolley = new Set(stored.lines.map((line) => line.lineNumber));
      // The aisle of the line added last: what the shopper is shopping for now.
      const latest = stored.lines.at(-1);
      const [product] = latest ? await catalogue.getProductsByLineNumbers([latest.lineNumber]) : [];
      const aisle = product?.categories.at(-1)?.id;
      const wanted = Math.min(200, page.start + page.size + inTrolley.size);
      const listing = await catalogue.browse(
        aisle
          ? { categoryId: aisle, size: wanted, sortBy: 'MOST_POPULAR' }
          : { categoryPath: 'groceries', size: wanted, sortBy: 'MOST_POPULAR' },
      );
      const products: Product[] = listing?.products ?? [];
      return products
        .filter((candidate) => !inTrolley.has(candidate.lineNumber))
        .slice(page.start, page.start + page.size);
    },

    async itemPrices(identity, orderId, productIds) {
      const stored = await load(identity, orderId);
      if (productIds.length === 0) return [];
      const [{ facts }, slot, member] = await Promise.all([
        factsOf(productIds),
        slots.bookedSlot(stored.customerId, stored.orderId),
        loyalty.isMember(stored.customerId),
      ]);
      const at = now();
      // Each product alone, one item, as the trolley would price it (decision 0097).
      return facts.products.flatMap((product) => {
        if (!product.uoms.includes('C62')) return [];
        const priced = priceTrolley({
          lines: [
            {
              trolleyItemId: 1,
              lineNumber: product.lineNumber,
              productId: product.productId,
              quantity: { amount: 1, uom: 'C62' },
            },
          ],
          products: [pricingProductOf(product)],
          promotions: facts.promotions,
          now: at,
          slotStart: slot?.start ?? null,
          loyaltyMember: member,
        });
        const line = priced.lines[0];
        if (!line?.priced) return [];
        return [
          {
            productId: product.productId,
            lineNumber: product.lineNumber,
            pricePence: line.totalPricePence,
            regularPricePence: line.retailPricePence,
          },
        ];
      });
    },

    addItem: upsert,
    replaceItem: upsert,

    async updateItem(identity, trolleyItemId, update) {
      const customerId = signedInCustomer(identity);
      const { trolleyItemId: id } = parseInput(trolleyItemIdInput, { trolleyItemId }, 'variables');
      const found = await repository.findItem(id, customerId);
      const notFound = () =>
        new AppError('TROLLEY_ITEM_NOT_FOUND', 'That item is no longer in your trolley.');
      if (found === null) throw notFound();
      const changes = parseInput(trolleyItemUpdateSchema, update, 'variables');
      // The line may change before the change is written; it is looked for again there.
      const { orderId, productId } = found;
      return change(customerId, orderId, [productId], async (work) => {
        const existing = work.lines.find((line) => line.trolleyItemId === id);
        if (!existing) throw notFound();
        const wanted: LineFields = {
          ...lineFieldsOf(existing),
          quantity: changes.quantity ?? existing.quantity,
          canSubstitute: changes.canSubstitute ?? existing.canSubstitute,
          noteToShopper:
            changes.noteToShopper !== undefined
              ? text(changes.noteToShopper)
              : existing.noteToShopper,
          personalisedMessage:
            changes.personalisedMessage !== undefined
              ? text(changes.personalisedMessage)
              : existing.personalisedMessage,
        };
        return [write(work, existing, wanted)];
      });
    },

    async updateItems(identity, orderId, items) {
      const customerId = signedInCustomer(identity);
      const id = orderIdOf(orderId);
      const inputs = await ownedInput(trolleyItemsInputSchema, items, id, customerId);
      return change(
        customerId,
        id,
        inputs.map((input) => input.productId),
        async (work) => {
          const written: (StoredLine | null)[] = [];
          for (const input of inputs) {
            const { existing, wanted } = upsertOf(work, input);
            written.push(write(work, existing, wanted));
          }
          // A line written early and removed later in the batch is not in the answer.
          return written.filter(
            (line) => line && work.lines.some((l) => l.trolleyItemId === line.trolleyItemId),
          );
        },
      );
    },

    async emptyTrolley(identity, orderId) {
      const customerId = signedInCustomer(identity);
      return change(customerId, orderIdOf(orderId), [], async (work) => {
        work.plan.remove(work.lines.map((line) => line.trolleyItemId));
        work.lines = [];
        return 'ALL';
      });
    },

    async updateSubPreferences(identity, orderId, subPreference) {
      const customerId = signedInCustomer(identity);
      const id = orderIdOf(orderId);
      const before = await repository.load(id, customerId);
      if (!before) throw new AppError('TROLLEY_NOT_FOUND', 'No such trolley.');
      if (typeof subPreference !== 'boolean') {
        throw invalid('variables.subPreference', 'must be true or false');
      }
      const { byId } = await factsOf(before.lines.map((line) => line.productId));
      return change(customerId, id, [], async (work) => {
        // Never on a product that prohibits substitutes.
        const wanted = (line: StoredLine) =>
          subPreference && !byId.get(line.productId)?.substitutionsProhibited;
        for (const value of [true, false]) {
          work.plan.setCanSubstitute(
            work.lines
              .filter((line) => wanted(line) === value && line.canSubstitute !== value)
              .map((line) => line.trolleyItemId),
            value,
          );
        }
        work.plan.setSubPreference(subPreference);
        work.trolley = { ...work.trolley, subPreference };
        work.lines = work.lines.map((line) => ({ ...line, canSubstitute: wanted(line) }));
        return 'ALL';
      });
    },

    async applyPendingAdd(identity, pending) {
      const customerId = signedInCustomer(identity);
      const input = parseInput(pendingAddSchema, pending, 'body');
      const orderId = await repository.openOrderId(customerId);
      return change(
        customerId,
        orderId,
        [input.productId],
        async (work) => {
          const product = work.facts.get(input.productId);
          const existing = work.lines.find(
            (line) => line.lineNumber === input.lineNumber && !line.personalisable,
          );
          const plan = planPendingAdd(input, existing ?? null, {
            maxPersonalisedMessageLength: product?.maxPersonalisedMessageLength ?? null,
          });
          switch (plan.kind) {
            case 'NOTHING':
              return existing ? [existing] : [];
            case 'UPDATE':
              if (!existing) return [];
              return [
                write(work, existing, { ...lineFieldsOf(existing), quantity: plan.quantity }),
              ];
            case 'ADD':
            case 'ADD_NEW_LINE': {
              const { existing: current, wanted } = upsertOf(work, {
                lineNumber: input.lineNumber,
                productId: input.productId,
                quantity: plan.quantity,
                ...(plan.kind === 'ADD_NEW_LINE'
                  ? { personalisedMessage: plan.personalisedMessage }
                  : {}),
              });
              return [write(work, current, wanted)];
            }
          }
        },
        input.lineNumber,
      );
    },

    minimumOrderValues() {
      const money = moneyOfPence;
      const values = deps.minimumOrderValues;
      return {
        collectionMinimumOrderValue: money(values.groceryCollectionPence),
        deliveryMinimumOrderValue: money(values.deliveryPence),
        entertainingCollectionMinimumOrderValue: money(values.entertainingCollectionPence),
      };
    },

    async lines(identity) {
      if (!isSignedIn(identity)) return [];
      const stored = await repository.loadOpen(identity.customerId);
      return (stored?.lines ?? []).map((line) => ({
        trolleyItemId: line.trolleyItemId,
        lineNumber: line.lineNumber,
        productId: line.productId,
        quantity: line.quantity,
        canSubstitute: line.canSubstitute,
        noteToShopper: line.noteToShopper,
        personalisedMessage: line.personalisedMessage,
      }));
    },

    async summary(identity) {
      const { itemCount, total } = await service.viewerTrolley(identity);
      return { itemCount, total };
    },

    async viewerTrolley(identity) {
      return (await service.viewerRead(identity)).trolley;
    },

    async viewerRead(identity, bookedSlot) {
      if (!isSignedIn(identity)) return { trolley: EMPTY_VIEWER_TROLLEY, openOrderId: null };
      const { customerId } = identity;
      return readViewerTrolley(
        customerId,
        bookedSlot ?? ((orderId) => slots.bookedSlot(customerId, orderId)),
      );
    },

    async previousNotes(identity, lineNumbers) {
      const customerId = signedInCustomer(identity);
      const input = parseInput(previousNotesInput, { lineNumbers: [...lineNumbers] }, 'variables');
      const notes = await repository.previousNotes(customerId, [...new Set(input.lineNumbers)]);
      if (notes.length === 0) return [];
      const products = await catalogue.getProductsByLineNumbers(notes.map((n) => n.lineNumber));
      const names = new Map(products.map((p) => [p.lineNumber, productDisplayName(p.name)]));
      return notes.map((note) => ({ ...note, name: names.get(note.lineNumber) ?? null }));
    },

    async alternatives(identity, lineNumber, size = SWAP_ALTERNATIVES_SIZE) {
      const customerId = signedInCustomer(identity);
      const input = parseInput(alternativesInput, { lineNumber, size }, 'variables');
      const stored = await repository.loadOpen(customerId);
      if (!stored?.lines.some((line) => line.lineNumber === input.lineNumber)) {
        throw lineNotFound();
      }
      // The product's aisle (its leaf category); a product gone from the catalogue has none.
      const [product] = await catalogue.getProductsByLineNumbers([input.lineNumber]);
      const aisle = product?.categories.at(-1)?.id;
      if (!aisle) return [];
      const listing = await catalogue.browse({
        categoryId: aisle,
        size: ALTERNATIVE_CANDIDATES,
        sortBy: 'MOST_POPULAR',
      });
      return pickAlternatives(listing?.products ?? [], {
        unavailableLineNumber: input.lineNumber,
        inTrolley: stored.lines.map((line) => line.lineNumber),
        size: input.size,
      });
    },

    async swapItem(identity, lineNumber, replacementLineNumber) {
      const customerId = signedInCustomer(identity);
      const input = parseInput(swapInput, { lineNumber, replacementLineNumber }, 'variables');
      const orderId = await repository.findOpenOrderId(customerId);
      if (orderId === null) throw lineNotFound();
      const [replacement] = await catalogue.getProductsByLineNumbers([input.replacementLineNumber]);
      if (!replacement) throw new AppError('PRODUCT_NOT_SOLD', ITEM_NOT_AVAILABLE);
      return change(
        customerId,
        orderId,
        [replacement.id],
        async (work) => {
          const old = work.lines.find(
            (line) => line.lineNumber === input.lineNumber && !line.personalisable,
          );
          if (!old) throw lineNotFound();
          const { existing, wanted } = upsertOf(work, {
            lineNumber: replacement.lineNumber,
            productId: replacement.id,
            quantity: {
              amount: replacement.defaultQuantity.amount,
              uom: replacement.defaultQuantity.uom,
            },
          });
          // A replacement already in the trolley keeps its quantity: nothing is taken away.
          const added = existing ?? write(work, existing, wanted);
          write(work, old, { ...lineFieldsOf(old), quantity: { ...old.quantity, amount: 0 } });
          return [added];
        },
        replacement.lineNumber,
      );
    },

    async savedTrolley(identity) {
      requireStaffSignOn(identity);
      return repository.savedTrolley(identity.customerId);
    },

    async savedTrolleyOf(staff, customerId) {
      requireConsoleStaff(staff);
      const input = parseInput(customerIdInput, { customerId }, 'params');
      return repository.savedTrolley(input.customerId);
    },

    async saveBrokenTrolley(identity) {
      requireStaffSignOn(identity);
      const customerId = identity.customerId;
      const orderId = await repository.findOpenOrderId(customerId);
      if (orderId === null)
        throw new AppError('CONFLICT', 'There is nothing in the trolley to save.');
      const lineCount = await repository.change(orderId, customerId, async (trolley, writer) => {
        if (trolley.lines.length === 0) {
          throw new AppError('CONFLICT', 'There is nothing in the trolley to save.');
        }
        const lines: SavedTrolleyLine[] = trolley.lines.map((line) => ({
          lineNumber: line.lineNumber,
          productId: line.productId,
          quantity: line.quantity,
          canSubstitute: line.canSubstitute,
          noteToShopper: line.noteToShopper,
          personalisedMessage: line.personalisedMessage,
          personalisable: line.personalisable,
        }));
        if (!(await writer.saveAside(customerId, identity.principalId, lines))) {
          throw new AppError(
            'SAVED_TROLLEY_EXISTS',
            'A saved trolley is waiting for this customer: restore it before saving another.',
          );
        }
        await writer.remove(trolley.lines.map((line) => line.trolleyItemId));
        return lines.length;
      });
      await deps.staff.audit.record({
        staffId: identity.principalId,
        customerId,
        action: 'trolley-saved',
        detail: { orderId, lines: lineCount },
      });
      const returned = await deps.staff.returnToAdmin(identity);
      const customerSessionsEnded = await deps.identity.endOtherSessions(
        customerId,
        null,
        'trolley-saved',
      );
      return { lineCount, setCookies: returned?.setCookies ?? [], customerSessionsEnded };
    },

    async restoreSavedTrolley(identity) {
      requireStaffSignOn(identity);
      const customerId = identity.customerId;
      const orderId = await repository.openOrderId(customerId);
      let restored = 0;
      const stored = await repository.change(orderId, customerId, async (trolley, writer) => {
        const saved = await writer.takeSaved(customerId);
        if (!saved) {
          throw new AppError(
            'SAVED_TROLLEY_NOT_FOUND',
            'No saved trolley waits for this customer.',
          );
        }
        let lines = trolley.lines;
        for (const line of saved.lines) {
          const kept =
            !line.personalisable &&
            lines.some((l) => l.lineNumber === line.lineNumber && !l.personalisable);
          if (kept) continue;
          if (lines.length >= MAX_TROLLEY_LINES) {
            throw new AppError(
              'TROLLEY_FULL',
              `The trolley cannot hold the saved lines: at most ${MAX_TROLLEY_LINES} products.`,
            );
          }
          const fields: LineFields = {
            ...line,
            quantity: { amount: line.quantity.amount, uom: line.quantity.uom as Uom },
            reservedQuantity: 0,
          };
          lines = [...lines, { ...fields, trolleyItemId: await writer.insert(fields) }];
          restored += 1;
        }
        await writer.markRestored(saved.id, identity.principalId, now());
        return { ...trolley, lines };
      });
      await deps.staff.audit.record({
        staffId: identity.principalId,
        customerId,
        action: 'trolley-restored',
        detail: { orderId, lines: restored },
      });
      return { trolley: await view(stored), restoredLines: restored };
    },
  };
  return service;
}
