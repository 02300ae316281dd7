import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { undocumented } from '../../http/route-table.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { BranchPurchasesService } from './branch-purchases.contract.ts';

const hookOnly = undocumented('E2E_TEST_HOOKS only: never served to real clients');

const receiptSchema = z
  .object({
    /** How long ago the shopper was at the till. */
    daysAgo: z.number().int().min(0).max(365),
    branchId: z.number().int().min(1).default(651),
    lineNumbers: z.array(lineNumberSchema).min(1).max(100),
  })
  .strict();

/**
 * Test hook (E2E_TEST_HOOKS only, decision 0079): records a till receipt for the signed-in shopper,
 * one of each product, as the branch's till would, so a journey can give a fresh shopper a
 * shopping history in our branches.
 */
export async function branchPurchasesTestHookRoutes(
  app: FastifyInstance,
  options: {
    branchPurchases: BranchPurchasesService;
    catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
    now: () => Date;
  },
) {
  const { branchPurchases, catalogue, now } = options;
  app.post('/test-hooks/v1/branch-receipts', hookOnly, async (request, reply) => {
    const identity = await signedInIdentity(request, 'Sign in first.');
    const body = parseInput(receiptSchema, request.body, 'body');
    const products = await catalogue.getProductsByLineNumbers(body.lineNumbers);
    if (products.length !== new Set(body.lineNumbers).size) {
      throw new AppError('PRODUCT_NOT_FOUND', 'No product has one of those line numbers.');
    }
    const at = new Date(now().getTime() - body.daysAgo * 86_400_000);
    const receiptId = `E2E-${identity.customerId}-${at.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
    await branchPurchases.record(identity.customerId, {
      receiptId,
      branchId: body.branchId,
      purchasedAt: at,
      lines: products.map((product) => ({
        lineNumber: product.lineNumber,
        productId: product.id,
        quantity: { amount: 1, uom: product.defaultQuantity.uom },
        pricePence: product.pricing.displayPrice.amount,
      })),
    });
    return reply.code(201).send({ receiptId });
  });
}
