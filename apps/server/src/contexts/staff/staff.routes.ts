import type { Identity } from '@grocer/domain/identity/identity';
import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { StaffService } from './staff.contract.ts';
import {
  customerParamsSchema,
  customerSearchSchema,
  linkLoyaltyCardBodySchema,
  managersSpecialBodySchema,
  managersSpecialParamsSchema,
} from './staff.schemas.ts';

const findCustomers = apiDoc({
  operationId: 'findCustomers',
  access: 'staff',
  tag: 'staff',
  summary: 'Customers matching an email, a name or an order number (staff only).',
  query: customerSearchSchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

const viewCustomer = apiDoc({
  operationId: 'viewCustomer',
  access: 'staff',
  tag: 'staff',
  summary: "One customer's account, sessions, loyalty membership and audit log (staff only).",
  params: customerParamsSchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CUSTOMER_NOT_FOUND'],
});

const enrolInLoyalty = apiDoc({
  operationId: 'staffEnrolInLoyalty',
  access: 'staff',
  tag: 'staff',
  summary:
    'Enrols the customer in the loyalty scheme with a new card (201), audited; a member keeps the card held (200). Staff only.',
  params: customerParamsSchema,
  successStatus: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CUSTOMER_NOT_FOUND'],
});

const linkLoyaltyCard = apiDoc({
  operationId: 'staffLinkLoyaltyCard',
  access: 'staff',
  tag: 'staff',
  summary:
    "Links a loyalty card number for the customer (16 digits with one of the scheme's prefixes), audited. Staff only.",
  description:
    'A number outside the card rule is a 400 VALIDATION_FAILED; a card linked to another account is a 409 LOYALTY_CARD_ALREADY_LINKED, ‘This number is already linked to another account.’ Nothing changes on a refusal.',
  params: customerParamsSchema,
  body: linkLoyaltyCardBodySchema,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'CUSTOMER_NOT_FOUND',
    'LOYALTY_CARD_ALREADY_LINKED',
  ],
});

const removeLoyaltyMembership = apiDoc({
  operationId: 'staffRemoveLoyaltyMembership',
  access: 'staff',
  tag: 'staff',
  summary:
    "Removes the customer's loyalty membership, clearing the card (204), audited; 404 when not a member. Staff only.",
  params: customerParamsSchema,
  successStatus: 204,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CUSTOMER_NOT_FOUND', 'LOYALTY_NOT_A_MEMBER'],
});

const listManagersSpecials = apiDoc({
  operationId: 'staffListManagersSpecials',
  access: 'staff',
  tag: 'staff',
  summary:
    "Manager's specials running and lately ended, with who made and ended each and when (staff only).",
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

const createManagersSpecial = apiDoc({
  operationId: 'staffCreateManagersSpecial',
  access: 'staff',
  tag: 'staff',
  summary:
    "Makes a product a manager's special from now (201): one item for the special price, priced by the trolley's pricing engine (decision 0097). Staff only.",
  description:
    'The price must be below the shelf price and the special 1 to 28 days long, for a product sold by the item that can be bought now (400 VALIDATION_FAILED naming the field); an unknown line number is 404 PRODUCT_NOT_FOUND, a product with a special running 409 MANAGERS_SPECIAL_RUNNING.',
  body: managersSpecialBodySchema,
  successStatus: 201,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'PRODUCT_NOT_FOUND',
    'MANAGERS_SPECIAL_RUNNING',
  ],
});

const endManagersSpecial = apiDoc({
  operationId: 'staffEndManagersSpecial',
  access: 'staff',
  tag: 'staff',
  summary: "Ends a running manager's special now, recorded with the staff member (staff only).",
  params: managersSpecialParamsSchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'MANAGERS_SPECIAL_NOT_FOUND'],
});

/**
 * Staff REST calls (under /api): the console's customer search and customer view, for a caller
 * whose token or session carries the staff permission. Anonymous callers get 401, others 403.
 */
export async function staffRoutes(app: FastifyInstance, options: { staff: StaffService }) {
  const { staff } = options;

  async function requireStaff(request: FastifyRequest): Promise<Identity> {
    const identity = await signedInIdentity(request, 'Sign in with a staff account to use this.');
    if (!identity.permissions.includes(CONSOLE_PERMISSION)) {
      throw new AppError('FORBIDDEN', 'This needs a staff account.');
    }
    return identity;
  }

  // Who is asking comes first (decision 0026): strangers get 401 and customers 403 whatever
  // they send; staff then get 400 for input the document says is checked.
  app.get('/staff/v1/customers', findCustomers, async (request) => {
    const identity = await requireStaff(request);
    const search = parseInput(customerSearchSchema, request.query, 'query');
    return staff.findCustomers(identity, search);
  });

  app.get('/staff/v1/customers/:customerId', viewCustomer, async (request) => {
    const identity = await requireStaff(request);
    const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
    const view = await staff.viewCustomer(identity, customerId);
    if (!view) throw new AppError('CUSTOMER_NOT_FOUND', `No customer ${customerId}`);
    return view;
  });

  // A customer's loyalty membership (issue 27 part D, decision 0091).
  app.post('/staff/v1/customers/:customerId/loyalty', enrolInLoyalty, async (request, reply) => {
    const identity = await requireStaff(request);
    const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
    const { account, joined } = await staff.enrolInLoyalty(identity, customerId);
    return reply.code(joined ? 201 : 200).send(account);
  });

  app.put('/staff/v1/customers/:customerId/loyalty/card', linkLoyaltyCard, async (request) => {
    const identity = await requireStaff(request);
    const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
    const { cardNumber } = parseInput(linkLoyaltyCardBodySchema, request.body, 'body');
    return staff.linkLoyaltyCard(identity, customerId, cardNumber);
  });

  // Manager's specials (issue 28, decision 0097).
  app.get('/staff/v1/managers-specials', listManagersSpecials, async (request) => {
    const identity = await requireStaff(request);
    return staff.managersSpecials(identity);
  });

  app.post('/staff/v1/managers-specials', createManagersSpecial, async (request, reply) => {
    const identity = await requireStaff(request);
    const input = parseInput(managersSpecialBodySchema, request.body, 'body');
    return reply.code(201).send(await staff.createManagersSpecial(identity, input));
  });

  app.delete('/staff/v1/managers-specials/:promotionId', endManagersSpecial, async (request) => {
    const identity = await requireStaff(request);
    const { promotionId } = parseInput(managersSpecialParamsSchema, request.params, 'params');
    return staff.endManagersSpecial(identity, promotionId);
  });

  app.delete(
    '/staff/v1/customers/:customerId/loyalty',
    removeLoyaltyMembership,
    async (request, reply) => {
      const identity = await requireStaff(request);
      const { customerId } = parseInput(customerParamsSchema, request.params, 'params');
      await staff.removeLoyaltyMembership(identity, customerId);
      return reply.code(204).send();
    },
  );
}
