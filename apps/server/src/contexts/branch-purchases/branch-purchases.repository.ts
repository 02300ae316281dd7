import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import { sql } from 'drizzle-orm';
import type { BranchPurchase, BranchReceipt } from './branch-purchases.contract.ts';

/** The branch_purchases table (decision 0079): one row per till receipt line. */
export class BranchPurchasesRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async purchasesOf(customerId: number, since: Date): Promise<BranchPurchase[]> {
    const { rows: found } = await executeNamed<{
      receipt_id: string;
      branch_id: number;
      line_number: string;
      product_id: string;
      quantity_amount: number;
      quantity_uom: string;
      price_pence: number;
      purchased_at: Date | string;
    }>(
      this.#db,
      // Named: the favourites page asks it on every view.
      sql`SELECT receipt_id, branch_id, line_number, product_id, quantity_amount, quantity_uom,
            price_pence, purchased_at
          FROM branch_purchases
          WHERE customer_id = ${customerId} AND purchased_at >= ${since.toISOString()}::timestamptz
          ORDER BY purchased_at, id`,
    );
    return found.map((row) => ({
      receiptId: row.receipt_id,
      branchId: Number(row.branch_id),
      lineNumber: row.line_number,
      productId: row.product_id,
      quantity: { amount: Number(row.quantity_amount), uom: row.quantity_uom },
      pricePence: Number(row.price_pence),
      purchasedAt: new Date(row.purchased_at),
    }));
  }

  /** Writes the receipt's lines unless the customer already has that receipt. */
  async record(customerId: number, receipt: BranchReceipt): Promise<void> {
    if (receipt.lines.length === 0) return;
    const at = receipt.purchasedAt.toISOString();
    await this.#db.execute(
      sql`INSERT INTO branch_purchases (customer_id, branch_id, receipt_id, line_number, product_id,
            quantity_amount, quantity_uom, price_pence, purchased_at)
          SELECT ${customerId}, ${receipt.branchId}, ${receipt.receiptId}, line.line_number,
            line.product_id, line.amount, line.uom, line.price, ${at}::timestamptz
          FROM unnest(${sql.param(receipt.lines.map((l) => l.lineNumber))}::text[],
                      ${sql.param(receipt.lines.map((l) => l.productId))}::text[],
                      ${sql.param(receipt.lines.map((l) => l.quantity.amount))}::float8[],
                      ${sql.param(receipt.lines.map((l) => l.quantity.uom))}::text[],
                      ${sql.param(receipt.lines.map((l) => l.pricePence))}::int[])
            AS line(line_number, product_id, amount, uom, price)
          WHERE NOT EXISTS (SELECT 1 FROM branch_purchases
                            WHERE customer_id = ${customerId} AND receipt_id = ${receipt.receiptId})`,
    );
  }
}
