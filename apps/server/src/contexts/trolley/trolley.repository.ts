import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import type { SavedTrolleyLine } from '@grocer/db/schema/trolley';
import type { Quantity, Uom } from '@grocer/domain/catalogue/catalogue.types';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

/**
 * The trolley tables (decision 0031). Reads are one statement each. Every change takes the
 * trolley's next version, and only from the version it was worked out on:
 * - `applyIfUnchanged` writes a change worked out on a trolley read at version v only if the
 *   trolley is still at v (one statement for a change of one line), else writes nothing;
 * - `applyLocked` (and `change`, for staff) first bumps the version in a transaction, which
 *   locks the trolley's row, then reads the lines and writes: changes from any number of server
 *   processes take turns, each on the lines as the one before left them.
 */

/** A stored line. */
export interface StoredLine {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: Quantity;
  reservedQuantity: number;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  personalisable: boolean;
}

export interface StoredTrolley {
  orderId: string;
  customerId: number;
  version: number;
  subPreference: boolean | null;
  /** Oldest first. */
  lines: StoredLine[];
}

/** A line to write: every field but the id. */
export type LineFields = Omit<StoredLine, 'trolleyItemId'>;

interface LineJson {
  id: number;
  ln: string;
  pid: string;
  amount: number;
  uom: string;
  reserved: number;
  sub: boolean;
  note: string | null;
  message: string | null;
  pers: boolean;
}

interface TrolleyRow {
  order_id: string;
  customer_id: number;
  version: number;
  sub_preference: boolean | null;
  lines: LineJson[] | string;
}

const LINES_JSON = sql`coalesce((
    SELECT json_agg(json_build_object('id', i.trolley_item_id, 'ln', i.line_number,
        'pid', i.product_id, 'amount', i.quantity_amount, 'uom', i.quantity_uom,
        'reserved', i.reserved_quantity, 'sub', i.can_substitute, 'note', i.note_to_shopper,
        'message', i.personalised_message, 'pers', i.personalisable)
      ORDER BY i.trolley_item_id)
    FROM trolley_items i WHERE i.customer_order_id = t.customer_order_id
  ), '[]'::json)`;

function toLine(json: LineJson): StoredLine {
  return {
    trolleyItemId: json.id,
    lineNumber: json.ln,
    productId: json.pid,
    quantity: { amount: Number(json.amount), uom: json.uom as Uom },
    reservedQuantity: Number(json.reserved),
    canSubstitute: json.sub,
    noteToShopper: json.note,
    personalisedMessage: json.message,
    personalisable: json.pers,
  };
}

function toTrolley(row: TrolleyRow): StoredTrolley {
  const lines = typeof row.lines === 'string' ? (JSON.parse(row.lines) as LineJson[]) : row.lines;
  return {
    orderId: row.order_id,
    customerId: row.customer_id,
    version: row.version,
    subPreference: row.sub_preference,
    lines: lines.map(toLine),
  };
}

/** A trolley read with its lines' stamp: its lines null when they are the ones held. */
export type StampedTrolley = Omit<StoredTrolley, 'lines'> & {
  linesStamp: string;
  lines: StoredLine[] | null;
};

type Executor = Pick<Db, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const NOT_FOUND_MESSAGE = 'No such trolley.';

/** One write of a change, worked out before it is made (see ChangePlan). */
export type TrolleyOp =
  | { kind: 'insert'; line: LineFields }
  | { kind: 'update'; trolleyItemId: number; line: LineFields }
  | { kind: 'remove'; trolleyItemIds: number[] }
  | { kind: 'set-can-substitute'; trolleyItemIds: number[]; canSubstitute: boolean }
  | { kind: 'set-sub-preference'; subPreference: boolean };

/**
 * The writes of a change, recorded in order. An inserted line gets a placeholder id (-1 for the
 * first insert, -2 for the next…) until the write answers its real id (`insertedIds`).
 */
export class ChangePlan {
  readonly ops: TrolleyOp[] = [];
  #inserts = 0;

  insert(line: LineFields): number {
    this.ops.push({ kind: 'insert', line });
    this.#inserts += 1;
    return -this.#inserts;
  }

  update(trolleyItemId: number, line: LineFields): void {
    this.ops.push({ kind: 'update', trolleyItemId, line });
  }

  remove(trolleyItemIds: readonly number[]): void {
    if (trolleyItemIds.length > 0)
      this.ops.push({ kind: 'remove', trolleyItemIds: [...trolleyItemIds] });
  }

  setCanSubstitute(trolleyItemIds: readonly number[], canSubstitute: boolean): void {
    if (trolleyItemIds.length > 0) {
      this.ops.push({
        kind: 'set-can-substitute',
        trolleyItemIds: [...trolleyItemIds],
        canSubstitute,
      });
    }
  }

  setSubPreference(subPreference: boolean): void {
    this.ops.push({ kind: 'set-sub-preference', subPreference });
  }
}

/** What a written change answers: the trolley's new version and the inserted lines' ids. */
export interface Applied {
  version: number;
  /** In insert order: placeholder -n is insertedIds[n - 1]. */
  insertedIds: number[];
}

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** One op as a statement on the trolley `orderOf` names (SQL yielding its order id). */
function opStatement(op: TrolleyOp, orderOf: SQL): SQL {
  switch (op.kind) {
    case 'insert': {
      const l = op.line;
      return sql`INSERT INTO trolley_items (customer_order_id, line_number, product_id,
          quantity_amount, quantity_uom, reserved_quantity, can_substitute, note_to_shopper,
          personalised_message, personalisable)
        SELECT ${orderOf}, ${l.lineNumber}, ${l.productId}, ${l.quantity.amount},
          ${l.quantity.uom}, ${l.reservedQuantity}, ${l.canSubstitute}, ${l.noteToShopper},
          ${l.personalisedMessage}, ${l.personalisable}
        WHERE ${orderOf} IS NOT NULL
        RETURNING trolley_item_id AS id`;
    }
    case 'update': {
      const l = op.line;
      return sql`UPDATE trolley_items SET product_id = ${l.productId},
          quantity_amount = ${l.quantity.amount}, quantity_uom = ${l.quantity.uom},
          can_substitute = ${l.canSubstitute}, note_to_shopper = ${l.noteToShopper},
          personalised_message = ${l.personalisedMessage}
        WHERE trolley_item_id = ${op.trolleyItemId} AND customer_order_id = ${orderOf}
        RETURNING trolley_item_id AS id`;
    }
    case 'remove':
      return sql`DELETE FROM trolley_items WHERE customer_order_id = ${orderOf}
        AND trolley_item_id IN (${idList(op.trolleyItemIds)})
        RETURNING trolley_item_id AS id`;
    case 'set-can-substitute':
      return sql`UPDATE trolley_items SET can_substitute = ${op.canSubstitute}
        WHERE customer_order_id = ${orderOf} AND trolley_item_id IN (${idList(op.trolleyItemIds)})
        RETURNING trolley_item_id AS id`;
    case 'set-sub-preference':
      return sql`UPDATE trolleys SET sub_preference = ${op.subPreference}
        WHERE customer_order_id = ${orderOf}
        RETURNING 0 AS id`;
  }
}

/** The staff's writes (save and restore a broken trolley), inside a locked change. */
export class TrolleyWriter {
  readonly #tx: Executor;
  readonly orderId: string;

  constructor(tx: Executor, orderId: string) {
    this.#tx = tx;
    this.orderId = orderId;
  }

  /** Inserts a line; its id. */
  async insert(line: LineFields): Promise<number> {
    const [id] = await runOps(this.#tx, this.orderId, [{ kind: 'insert', line }]);
    if (id === undefined) throw new Error('trolley line insert returned nothing');
    return id;
  }

  async remove(trolleyItemIds: readonly number[]): Promise<void> {
    if (trolleyItemIds.length === 0) return;
    await runOps(this.#tx, this.orderId, [{ kind: 'remove', trolleyItemIds: [...trolleyItemIds] }]);
  }

  /** Keeps the lines aside for staff; false when a saved trolley already waits. */
  async saveAside(customerId: number, staffId: number, lines: SavedTrolleyLine[]) {
    const saved = await rows<{ id: number }>(
      this.#tx,
      sql`INSERT INTO saved_trolleys (customer_id, customer_order_id, lines, saved_by)
        VALUES (${customerId}, ${this.orderId}::bigint, ${JSON.stringify(lines)}::jsonb, ${staffId})
        ON CONFLICT (customer_id) WHERE restored_at IS NULL DO NOTHING
        RETURNING id`,
    );
    return saved.length > 0;
  }

  /** The customer's waiting saved trolley, locked; null when none waits. */
  async takeSaved(customerId: number) {
    const [saved] = await rows<{ id: number; lines: SavedTrolleyLine[] | string }>(
      this.#tx,
      sql`SELECT id, lines FROM saved_trolleys
        WHERE customer_id = ${customerId} AND restored_at IS NULL FOR UPDATE`,
    );
    if (!saved) return null;
    const lines =
      typeof saved.lines === 'string'
        ? (JSON.parse(saved.lines) as SavedTrolleyLine[])
        : saved.lines;
    return { id: saved.id, lines };
  }

  async markRestored(savedId: number, staffId: number, at: Date): Promise<void> {
    await this.#tx.execute(
      sql`UPDATE saved_trolleys SET restored_at = ${at.toISOString()}::timestamptz,
          restored_by = ${staffId}
        WHERE id = ${savedId}`,
    );
  }
}

type InsertOp = Extract<TrolleyOp, { kind: 'insert' }>;
type UpdateOp = Extract<TrolleyOp, { kind: 'update' }>;

/** Several inserts as one statement; the lines' ids come from the identity in row order. */
function insertsStatement(inserts: readonly InsertOp[], orderOf: SQL): SQL {
  const values = sql.join(
    inserts.map(
      ({ line: l }) =>
        sql`(${l.lineNumber}::text, ${l.productId}::text, ${l.quantity.amount}::float8,
          ${l.quantity.uom}::text, ${l.reservedQuantity}::float8, ${l.canSubstitute}::boolean,
          ${l.noteToShopper}::text, ${l.personalisedMessage}::text, ${l.personalisable}::boolean)`,
    ),
    sql`, `,
  );
  return sql`INSERT INTO trolley_items (customer_order_id, line_number, product_id,
      quantity_amount, quantity_uom, reserved_quantity, can_substitute, note_to_shopper,
      personalised_message, personalisable)
    SELECT ${orderOf}, v.line_number, v.product_id, v.amount, v.uom, v.reserved, v.sub, v.note,
      v.message, v.pers
    FROM (VALUES ${values}) AS v(line_number, product_id, amount, uom, reserved, sub, note,
      message, pers)
    RETURNING trolley_item_id AS id`;
}

/** Several updates of different lines as one statement. */
function updatesStatement(updates: readonly UpdateOp[], orderOf: SQL): SQL {
  const values = sql.join(
    updates.map(
      ({ trolleyItemId, line: l }) =>
        sql`(${trolleyItemId}::integer, ${l.productId}::text, ${l.quantity.amount}::float8,
          ${l.quantity.uom}::text, ${l.canSubstitute}::boolean, ${l.noteToShopper}::text,
          ${l.personalisedMessage}::text)`,
    ),
    sql`, `,
  );
  return sql`UPDATE trolley_items AS i SET product_id = v.product_id,
      quantity_amount = v.amount, quantity_uom = v.uom, can_substitute = v.sub,
      note_to_shopper = v.note, personalised_message = v.message
    FROM (VALUES ${values}) AS v(id, product_id, amount, uom, sub, note, message)
    WHERE i.trolley_item_id = v.id AND i.customer_order_id = ${orderOf}
    RETURNING i.trolley_item_id AS id`;
}

/**
 * The ops as statements, in order: a run of inserts is one multi-row INSERT, a run of updates of
 * different lines one UPDATE from a list of values, anything else a statement each. A batch of
 * 40 products (a shopping list's Add all, quick shop) was 40 round trips inside the
 * transaction, holding the trolley's lock and a pooled connection through each (decision 0081).
 */
function opStatements(
  ops: readonly TrolleyOp[],
  orderOf: SQL,
): { inserts: boolean; statement: SQL }[] {
  const statements: { inserts: boolean; statement: SQL }[] = [];
  let i = 0;
  while (i < ops.length) {
    const op = ops[i] as TrolleyOp;
    if (op.kind === 'insert') {
      const run: InsertOp[] = [];
      while (i < ops.length && (ops[i] as TrolleyOp).kind === 'insert')
        run.push(ops[i++] as InsertOp);
      statements.push({
        inserts: true,
        statement: run.length === 1 ? opStatement(op, orderOf) : insertsStatement(run, orderOf),
      });
      continue;
    }
    if (op.kind === 'update') {
      // One UPDATE changes a row once: a second update of the same line starts a new run.
      const run: UpdateOp[] = [];
      const ids = new Set<number>();
      while (i < ops.length) {
        const next = ops[i] as TrolleyOp;
        if (next.kind !== 'update' || ids.has(next.trolleyItemId)) break;
        ids.add(next.trolleyItemId);
        run.push(next);
        i++;
      }
      statements.push({
        inserts: false,
        statement: run.length === 1 ? opStatement(op, orderOf) : updatesStatement(run, orderOf),
      });
      continue;
    }
    statements.push({ inserts: false, statement: opStatement(op, orderOf) });
    i++;
  }
  return statements;
}

/** Runs ops in order inside a transaction; the inserted ids in insert order. */
async function runOps(tx: Executor, orderId: string, ops: readonly TrolleyOp[]) {
  const insertedIds: number[] = [];
  for (const { inserts, statement } of opStatements(ops, sql`${orderId}::bigint`)) {
    const written = await rows<{ id: number }>(tx, statement);
    // The identity numbers one statement's rows in the order they are inserted: ascending ids
    // are the rows' order, whatever order RETURNING lists them in.
    if (inserts) insertedIds.push(...written.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return insertedIds;
}

/**
 * Takes the trolley's next version, which locks its row until the transaction ends, then reads
 * it. TROLLEY_NOT_FOUND when it is not the customer's open trolley.
 */
async function lockAndRead(
  tx: Executor,
  orderId: string,
  customerId: number,
): Promise<StoredTrolley> {
  const [locked] = await rows<{ version: number }>(
    tx,
    sql`UPDATE trolleys SET version = version + 1, updated_at = now()
      WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
        AND status = 'OPEN'
      RETURNING version`,
  );
  if (!locked) throw new AppError('TROLLEY_NOT_FOUND', NOT_FOUND_MESSAGE);
  // A statement of its own, after the lock: its snapshot holds every change committed before
  // this one took its turn (the UPDATE's own snapshot predates the wait).
  const [current] = await rows<TrolleyRow>(
    tx,
    sql`SELECT t.customer_order_id::text AS order_id, t.customer_id, t.version,
        t.sub_preference, ${LINES_JSON} AS lines
      FROM trolleys t WHERE t.customer_order_id = ${orderId}::bigint`,
  );
  if (!current) throw new AppError('TROLLEY_NOT_FOUND', NOT_FOUND_MESSAGE);
  return toTrolley(current);
}

export class TrolleyRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * The open trolley becomes its customer's order (decision 0040): it is no longer the open one,
   * and the next read allocates a fresh trolley. The update takes the row's lock, so of two
   * placements at once only one closes it; false for the other, and when it was not open.
   */
  async closeForOrder(customerId: number, orderId: string): Promise<boolean> {
    const { rows: closed } = await executeNamed<{ order_id: string }>(
      this.#db,
      sql`UPDATE trolleys SET status = 'ORDERED', version = version + 1, updated_at = now()
        WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
          AND status = 'OPEN'
        RETURNING customer_order_id::text AS order_id`,
    );
    return closed.length > 0;
  }

  /**
   * Undoes closeForOrder: the trolley is open again. A trolley the customer opened meanwhile (any
   * read allocates one while none is open, e.g. a page loaded after a failed or interrupted
   * placement) gives way if it is still empty: it is deleted, so the lines are not stranded
   * (decision 0045). One with lines stays, and then this one stays ORDERED and false is answered.
   * The open trolley's row is locked first, so a line being added to it meanwhile is seen.
   */
  async reopen(customerId: number, orderId: string): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const ordered = await rows<{ order_id: string }>(
        tx,
        sql`SELECT customer_order_id::text AS order_id FROM trolleys
          WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
            AND status = 'ORDERED'
          FOR UPDATE`,
      );
      if (ordered.length === 0) return false;
      const [open] = await rows<{ order_id: string }>(
        tx,
        sql`SELECT customer_order_id::text AS order_id FROM trolleys
          WHERE customer_id = ${customerId} AND status = 'OPEN'
          FOR UPDATE`,
      );
      if (open) {
        const lines = await rows<{ one: number }>(
          tx,
          sql`SELECT 1 AS one FROM trolley_items
            WHERE customer_order_id = ${open.order_id}::bigint LIMIT 1`,
        );
        if (lines.length > 0) return false;
        await tx.execute(
          sql`DELETE FROM trolleys WHERE customer_order_id = ${open.order_id}::bigint
            AND status = 'OPEN'`,
        );
      }
      const reopened = await rows<{ order_id: string }>(
        tx,
        sql`UPDATE trolleys SET status = 'OPEN', version = version + 1, updated_at = now()
          WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
            AND status = 'ORDERED'
          RETURNING customer_order_id::text AS order_id`,
      );
      return reopened.length > 0;
    });
  }

  /**
   * The note the customer last left on each of `lineNumbers` in their earlier trolleys (those
   * ordered, not the open one): what 'Reuse shopper notes?' offers (decision 0098). A line
   * number without a note there is left out.
   */
  async previousNotes(
    customerId: number,
    lineNumbers: readonly string[],
  ): Promise<{ lineNumber: string; noteToShopper: string }[]> {
    if (lineNumbers.length === 0) return [];
    const { rows: found } = await executeNamed<{ line_number: string; note: string }>(
      this.#db,
      sql`SELECT DISTINCT ON (i.line_number) i.line_number, i.note_to_shopper AS note
        FROM trolley_items i
        JOIN trolleys t ON t.customer_order_id = i.customer_order_id
        WHERE t.customer_id = ${customerId} AND t.status <> 'OPEN'
          AND i.line_number = ANY(${sql.param([...lineNumbers])}::text[])
          AND btrim(coalesce(i.note_to_shopper, '')) <> ''
        ORDER BY i.line_number, t.updated_at DESC, i.trolley_item_id DESC`,
    );
    return found.map((row) => ({ lineNumber: row.line_number, noteToShopper: row.note }));
  }

  /** The customer's open trolley's order id, or null; never allocates. */
  async findOpenOrderId(customerId: number): Promise<string | null> {
    const { rows: found } = await executeNamed<{ order_id: string }>(
      this.#db,
      sql`SELECT customer_order_id::text AS order_id FROM trolleys
        WHERE customer_id = ${customerId} AND status = 'OPEN'`,
    );
    return found[0]?.order_id ?? null;
  }

  /**
   * The customer's open trolley's order id, allocating an empty trolley the first time. Two
   * callers at once get the same one (the partial unique index decides, the loser reads it).
   */
  async openOrderId(customerId: number): Promise<string> {
    const existing = await this.findOpenOrderId(customerId);
    if (existing !== null) return existing;
    const inserted = await rows<{ order_id: string }>(
      this.#db,
      sql`INSERT INTO trolleys (customer_id) VALUES (${customerId})
        ON CONFLICT (customer_id) WHERE status = 'OPEN' DO NOTHING
        RETURNING customer_order_id::text AS order_id`,
    );
    const orderId = inserted[0]?.order_id ?? (await this.findOpenOrderId(customerId));
    if (orderId === null) throw new Error(`no open trolley for customer ${customerId}`);
    return orderId;
  }

  /** The trolley if it is `customerId`'s open one, else null. */
  async load(orderId: string, customerId: number): Promise<StoredTrolley | null> {
    const { rows: found } = await executeNamed<TrolleyRow>(
      this.#db,
      sql`SELECT t.customer_order_id::text AS order_id, t.customer_id, t.version,
          t.sub_preference, ${LINES_JSON} AS lines
        FROM trolleys t
        WHERE t.customer_order_id = ${orderId}::bigint AND t.customer_id = ${customerId}
          AND t.status = 'OPEN'`,
    );
    return found[0] ? toTrolley(found[0]) : null;
  }

  /**
   * As load, with the lines' stamp, and the lines themselves only when the stamp is not
   * `heldStamp` (the caller holds the lines of that stamp): `lines` is then null.
   *
   * The stamp names every line's row version: its id and the transaction that last wrote it
   * (PostgreSQL's xmin), in id order. Any insert, update or delete of a line gives its trolley
   * another stamp, whoever writes it and whether or not the trolley's version was taken, so the
   * same stamp means the same lines. Comparing it costs the database a walk over the lines'
   * index entries and rows, where building them as JSON costs it several times that.
   */
  async loadUnlessHeld(
    orderId: string,
    customerId: number,
    heldStamp: string | null,
  ): Promise<StampedTrolley | null> {
    return this.#loadStamped(
      sql`s.lines_stamp = ${heldStamp}::text`,
      sql`t.customer_order_id = ${orderId}::bigint AND t.customer_id = ${customerId}`,
    );
  }

  /**
   * The customer's open trolley with its lines' stamp, as loadUnlessHeld reads one order's: the
   * lines only when the open trolley is not `held.orderId` or its stamp is not `held.linesStamp`
   * (the viewer's read, decision 0060). Null when the customer has no open trolley; never
   * allocates one.
   */
  async loadOpenUnlessHeld(
    customerId: number,
    held: { orderId: string; linesStamp: string } | null,
  ): Promise<StampedTrolley | null> {
    return this.#loadStamped(
      sql`t.customer_order_id = ${held?.orderId ?? null}::bigint
        AND s.lines_stamp = ${held?.linesStamp ?? null}::text`,
      sql`t.customer_id = ${customerId}`,
    );
  }

  /** The open trolley `where` names, with its lines' stamp; its lines unless `held` holds. */
  async #loadStamped(held: SQL, where: SQL): Promise<StampedTrolley | null> {
    const { rows: found } = await executeNamed<
      Omit<TrolleyRow, 'lines'> & { lines_stamp: string; lines: TrolleyRow['lines'] | null }
    >(
      this.#db,
      sql`SELECT t.customer_order_id::text AS order_id, t.customer_id, t.version,
          t.sub_preference, s.lines_stamp,
          CASE WHEN ${held} THEN NULL ELSE ${LINES_JSON} END AS lines
        FROM trolleys t CROSS JOIN LATERAL (
          SELECT coalesce(string_agg(i.trolley_item_id::text || '.' || i.xmin::text, ','
              ORDER BY i.trolley_item_id), '') AS lines_stamp
          FROM trolley_items i WHERE i.customer_order_id = t.customer_order_id
        ) s
        WHERE ${where} AND t.status = 'OPEN'`,
    );
    const [row] = found;
    if (!row) return null;
    const { lines, lines_stamp: linesStamp, ...rest } = row;
    const header = toTrolley({ ...rest, lines: [] });
    return lines === null
      ? { ...header, linesStamp, lines: null }
      : { ...toTrolley({ ...rest, lines }), linesStamp };
  }

  /** The customer's open trolley, or null; never allocates. */
  async loadOpen(customerId: number): Promise<StoredTrolley | null> {
    const { rows: found } = await executeNamed<TrolleyRow>(
      this.#db,
      sql`SELECT t.customer_order_id::text AS order_id, t.customer_id, t.version,
          t.sub_preference, ${LINES_JSON} AS lines
        FROM trolleys t WHERE t.customer_id = ${customerId} AND t.status = 'OPEN'`,
    );
    return found[0] ? toTrolley(found[0]) : null;
  }

  /** The customer's open trolley's line with this id: its order id and product, or null. */
  async findItem(
    trolleyItemId: number,
    customerId: number,
  ): Promise<{ orderId: string; productId: string } | null> {
    const { rows: found } = await executeNamed<{ order_id: string; product_id: string }>(
      this.#db,
      sql`SELECT t.customer_order_id::text AS order_id, i.product_id
        FROM trolley_items i JOIN trolleys t ON t.customer_order_id = i.customer_order_id
        WHERE i.trolley_item_id = ${trolleyItemId} AND t.customer_id = ${customerId}
          AND t.status = 'OPEN'`,
    );
    const [item] = found;
    return item ? { orderId: item.order_id, productId: item.product_id } : null;
  }

  /**
   * Runs `work` on the trolley in one transaction, after taking the next version (which locks
   * the trolley's row). TROLLEY_NOT_FOUND when it is not the customer's open trolley; anything
   * `work` throws undoes every write, the version included.
   */
  async change<T>(
    orderId: string,
    customerId: number,
    work: (trolley: StoredTrolley, writer: TrolleyWriter) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction(async (tx) => {
      const current = await lockAndRead(tx, orderId, customerId);
      return work(current, new TrolleyWriter(tx, orderId));
    });
  }

  /**
   * Writes `ops`, worked out on the trolley at `version`, if it is still at that version and the
   * customer's open trolley: the new version and inserted ids; null when it has changed (or is
   * not theirs), and then nothing is written. A change of one line is one statement.
   */
  async applyIfUnchanged(
    orderId: string,
    customerId: number,
    version: number,
    ops: readonly TrolleyOp[],
  ): Promise<Applied | null> {
    const bump = sql`UPDATE trolleys SET version = version + 1, updated_at = now()
      WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
        AND status = 'OPEN' AND version = ${version}`;
    const [only] = ops;
    if (ops.length === 0) {
      const bumped = await rows<{ version: number }>(this.#db, sql`${bump} RETURNING version`);
      return bumped[0] ? { version: bumped[0].version, insertedIds: [] } : null;
    }
    if (only?.kind === 'set-sub-preference' && ops.length === 1) {
      // The trolley's own row: one UPDATE (a second UPDATE of the row the bump just changed, in
      // the same statement, is not made, so it answered nothing and the change went round its
      // optimistic attempts, taking a version each time, until the locked way made it).
      const bumped = await rows<{ version: number }>(
        this.#db,
        sql`UPDATE trolleys SET version = version + 1, updated_at = now(),
            sub_preference = ${only.subPreference}
          WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
            AND status = 'OPEN' AND version = ${version}
          RETURNING version`,
      );
      return bumped[0] ? { version: bumped[0].version, insertedIds: [] } : null;
    }
    if (ops.length === 1 && only) {
      // The op runs only on the row the bump returned: none when the trolley has moved on.
      const written = await rows<{ id: number }>(
        this.#db,
        sql`WITH bumped AS (${bump} RETURNING customer_order_id)
          ${opStatement(only, sql`(SELECT customer_order_id FROM bumped)`)}`,
      );
      if (written.length === 0) return null;
      return {
        version: version + 1,
        insertedIds: only.kind === 'insert' ? written.map((row) => row.id) : [],
      };
    }
    const moved = new Error('trolley moved on');
    try {
      return await this.#db.transaction(async (tx) => {
        const bumped = await rows<{ version: number }>(tx, sql`${bump} RETURNING version`);
        if (!bumped[0]) throw moved;
        return { version: bumped[0].version, insertedIds: await runOps(tx, orderId, ops) };
      });
    } catch (error) {
      if (error === moved) return null;
      throw error;
    }
  }

  /**
   * Works a change out on the trolley as it stands once its row is locked, and writes it, in one
   * transaction: for a change that keeps meeting others (applyIfUnchanged answering null).
   */
  async applyLocked<T>(
    orderId: string,
    customerId: number,
    plan: (trolley: StoredTrolley) => Promise<{ ops: readonly TrolleyOp[]; value: T }>,
  ): Promise<Applied & { value: T }> {
    return this.#db.transaction(async (tx) => {
      const current = await lockAndRead(tx, orderId, customerId);
      const { ops, value } = await plan(current);
      return { version: current.version, insertedIds: await runOps(tx, orderId, ops), value };
    });
  }

  /** When the customer's waiting saved trolley was saved, and how many lines it holds. */
  async savedTrolley(customerId: number) {
    const [found] = await rows<{ saved_at: Date | string; line_count: number }>(
      this.#db,
      sql`SELECT saved_at, jsonb_array_length(lines) AS line_count FROM saved_trolleys
        WHERE customer_id = ${customerId} AND restored_at IS NULL`,
    );
    return found ? { savedAt: new Date(found.saved_at), lineCount: found.line_count } : null;
  }
}
