import type { ServerResponse } from 'node:http';
import { SIGN_IN_TO_BOOK_SLOT } from '@grocer/domain/messages/slot-messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import {
  answerNoStore,
  requestIdentity,
  signedInIdentity,
} from '../identity/request-identity.plugin.ts';
import type { SlotOutcome, SlotsService } from './slots.contract.ts';
import {
  availabilityEventsQuerySchema,
  bookSlotBodySchema,
  reservationParamsSchema,
  slotDaysBodySchema,
} from './slots.schemas.ts';

const NO_RESERVATION = 'You have no slot reserved.';

/** Server-sent events: a comment this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a browser's EventSource reconnects after the stream drops. */
const RECONNECT_MS = 5_000;

/** A refusal as the error body answers it: the spec's modal title, facts in `detail`. */
function answered<T>(outcome: SlotOutcome<T>): T {
  if (outcome.outcome === 'ok') return outcome.value;
  const { code, message, detail } = outcome.failure;
  const { issues, ...rest } = (detail ?? {}) as { issues?: { field: string; message: string }[] };
  throw new AppError(code, message, {
    ...(issues ? { issues } : {}),
    ...(Object.keys(rest).length > 0 ? { detail: rest } : {}),
  });
}

const slotDays = apiDoc({
  operationId: 'slotDays',
  access: 'public',
  tag: 'slots',
  summary:
    "A slot grid's days: each day's slots of one type at a branch (or, for delivery, the branch serving an address), with price, availability, green and grid markers.",
  description:
    "A start date before tomorrow moves to tomorrow (SLOT_START_DATE_OVERRIDE shows today); a range wholly before it is 422 NO_EARLIER_SLOTS. An address needs sign-in. `campaign` gives that campaign's slot days; a saver grid asked only for Christmas days answers the 1-hour grid with `notice: SAVER_SLOTS_UNAVAILABLE`.",
  body: slotDaysBodySchema,
  errors: [
    'UNAUTHENTICATED',
    'ADDRESS_NOT_FOUND',
    'BRANCH_NOT_FOUND',
    'DELIVERY_AREA_NOT_SERVED',
    'NO_EARLIER_SLOTS',
    'NO_SLOTS_AVAILABLE',
  ],
});

const bookSlot = apiDoc({
  operationId: 'bookSlot',
  access: 'customer',
  tag: 'slots',
  summary:
    "Reserves a slot for the shopper's current order, giving back any slot it held; answers the customer slot.",
  description:
    "Held until `slotExpiryTime` (SLOT_RESERVATION_MINUTES, never past the order cut-off). Each refusal's message is the slot modal's title; `detail` carries the new price (DELIVERY_CHARGE_CHANGED, SLOT_OFFERS_NOT_VALID) or the trolley lines behind it.",
  body: bookSlotBodySchema,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'SLOT_NOT_FOUND',
    'SLOT_TAKEN',
    'SLOT_EXPIRED',
    'ADDRESS_NOT_FOUND',
    'DELIVERY_AREA_NOT_SERVED',
    'CHRISTMAS_SLOT_LIMIT',
    'ENTERTAINING_ONLY_SLOTS',
    'SLOT_RESTRICTION_CONFLICT',
    'TROLLEY_HAS_UNAVAILABLE_ITEMS',
    'DELIVERY_CHARGE_CHANGED',
    'SLOT_OFFERS_NOT_VALID',
  ],
});

const cancelSlot = apiDoc({
  operationId: 'cancelSlot',
  access: 'customer',
  tag: 'slots',
  summary: "Cancels the current order's reserved slot, giving its place back.",
  successStatus: 204,
  errors: ['UNAUTHENTICATED', 'SLOT_RESERVATION_NOT_FOUND'],
});

const cancelReservation = apiDoc({
  operationId: 'cancelSlotReservation',
  access: 'customer',
  owns: { param: 'slotReservationId', resource: 'slot-reservation' },
  tag: 'slots',
  summary: 'Cancels one of your slot reservations by its id, giving its place back.',
  params: reservationParamsSchema,
  successStatus: 204,
  errors: ['UNAUTHENTICATED', 'SLOT_RESERVATION_NOT_FOUND'],
});

const collectionBranches = apiDoc({
  operationId: 'collectionBranches',
  access: 'public',
  tag: 'slots',
  summary:
    'Branches offering collection (the branch picker), the default first, each with the slot types it offers.',
});

const availabilityEvents = apiDoc({
  operationId: 'slotAvailabilityEvents',
  access: 'public',
  tag: 'slots',
  summary:
    'Server-sent events: `availability` with `{slotId, branchId, slotType, availability}` whenever a slot of the branch and type is booked, cancelled or given back, in any server process.',
  description:
    'Answers 406 NOT_ACCEPTABLE unless `Accept` names text/event-stream (as EventSource sends it). A comment every 25 s keeps the stream open.',
  query: availabilityEventsQuerySchema,
  errors: ['NOT_ACCEPTABLE'],
});

/**
 * The slot calls (spec doc 1 §7 Slot: bookslot and slotdays are POSTs; decision 0034): grids,
 * booking and cancelling, the branch picker, and a stream of availability changes. The customer
 * slot is the GraphQL currentSlot (slots.graphql.ts). Answers are `no-store`.
 */
export async function slotsRoutes(app: FastifyInstance, options: { slots: SlotsService }) {
  const { slots } = options;
  answerNoStore(app);

  app.post('/slots/v1/slotdays', slotDays, async (request) => {
    const body = parseInput(slotDaysBodySchema, request.body, 'body');
    return answered(await slots.slotDays(await requestIdentity(request), body));
  });

  app.post('/slots/v1/bookslot', bookSlot, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN_TO_BOOK_SLOT);
    const body = parseInput(bookSlotBodySchema, request.body, 'body');
    return answered(await slots.bookSlot(identity, body));
  });

  app.delete('/slots/v1/bookslot', cancelSlot, async (request, reply) => {
    const identity = await signedInIdentity(request, SIGN_IN_TO_BOOK_SLOT);
    if (!(await slots.cancelSlot(identity))) {
      throw new AppError('SLOT_RESERVATION_NOT_FOUND', NO_RESERVATION);
    }
    return reply.code(204).send();
  });

  app.delete(
    '/slots/v1/reservations/:slotReservationId',
    cancelReservation,
    async (request, reply) => {
      const identity = await signedInIdentity(request, SIGN_IN_TO_BOOK_SLOT);
      const { slotReservationId } = parseInput(reservationParamsSchema, request.params, 'params');
      if (!(await slots.cancelReservation(identity, slotReservationId))) {
        throw new AppError('SLOT_RESERVATION_NOT_FOUND', 'No such slot reservation.');
      }
      return reply.code(204).send();
    },
  );

  app.get('/slots/v1/collection-branches', collectionBranches, async () => ({
    branches: await slots.collectionBranches(),
  }));

  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });

  app.get('/slots/v1/availability-events', availabilityEvents, async (request, reply) => {
    const { branchId, slotType } = parseInput(
      availabilityEventsQuerySchema,
      request.query,
      'query',
    );
    const accept = request.headers.accept ?? '';
    if (!/(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept)) {
      throw new AppError(
        'NOT_ACCEPTABLE',
        'This call streams server-sent events: ask with Accept: text/event-stream.',
      );
    }
    const headers = {
      ...reply.getHeaders(),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    };
    if (request.method === 'HEAD') {
      return reply.code(200).headers(headers).send();
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, headers as Record<string, string>);
    raw.write(`retry: ${RECONNECT_MS}\n: listening\n\n`);
    streams.add(raw);
    const stop = slots.onAvailabilityChange((change) => {
      if (change.branchId !== branchId || change.slotType !== slotType) return;
      raw.write(`event: availability\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      stop();
      streams.delete(raw);
    };
    request.raw.once('close', close);
    raw.once('close', close);
  });
}
