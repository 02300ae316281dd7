import { CONTACT_RATE_LIMITS } from '@grocer/domain/customer-care/contact-form';
import { TRAP_FIELD } from '@grocer/domain/customer-care/contact-form-options';
import type { Identity } from '@grocer/domain/identity/identity';
import { TRAP_FILLED } from '@grocer/domain/messages/customer-care-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import {
  answerNoStore,
  requestIdentity,
  signedInIdentity,
} from '../identity/request-identity.plugin.ts';
import type {
  CareSubmission,
  CustomerCareService,
  StaffRefusal,
} from './customer-care.contract.ts';
import {
  contactMessageBodySchema,
  inboxQuerySchema,
  messageParamsSchema,
  replacementCardBodySchema,
  replyBodySchema,
} from './customer-care.schemas.ts';

const limits = `At most ${CONTACT_RATE_LIMITS.perAddress.limit} messages an hour from one address and ${CONTACT_RATE_LIMITS.perEmail.limit} to one email address: more get 429 TOO_MANY_REQUESTS with Retry-After, and nothing is stored.`;
const trap = `\`${TRAP_FIELD}\` is the forms' hidden trap field: sent filled, the form is refused (422 CUSTOMER_CARE_TRAP_FILLED) and nothing is stored.`;

const sendContactMessage = apiDoc({
  operationId: 'sendContactMessage',
  access: 'public',
  tag: 'customer-care',
  summary: 'Sends the contact form to customer care (spec doc 3 §7: success on 201).',
  description: `Checked by the form validation catalogue (spec doc 3 §5); a refused field is a 422 CUSTOMER_CARE_FORM_INVALID whose \`issues\` give each field's message. Stored, then acknowledged to the sender and announced to customer care by email. ${limits} ${trap}`,
  body: contactMessageBodySchema,
  successStatus: 201,
  errors: ['CUSTOMER_CARE_FORM_INVALID', 'CUSTOMER_CARE_TRAP_FILLED', 'TOO_MANY_REQUESTS'],
});

const sendReplacementCardRequest = apiDoc({
  operationId: 'sendReplacementCardRequest',
  access: 'public',
  tag: 'customer-care',
  summary: 'Asks customer care for a replacement loyalty card (201); it lands in the same inbox.',
  description: `Checked by the form validation catalogue (spec doc 3 §5). ${limits} ${trap}`,
  body: replacementCardBodySchema,
  successStatus: 201,
  errors: ['CUSTOMER_CARE_FORM_INVALID', 'CUSTOMER_CARE_TRAP_FILLED', 'TOO_MANY_REQUESTS'],
});

const staffErrors = ['UNAUTHENTICATED', 'FORBIDDEN'] as const;

const listCareMessages = apiDoc({
  operationId: 'listCareMessages',
  access: 'staff',
  tag: 'customer-care',
  summary: 'The customer care inbox, newest first: open (default), handled or all (staff only).',
  query: inboxQuerySchema,
  errors: [...staffErrors],
});

const openCareMessage = apiDoc({
  operationId: 'openCareMessage',
  access: 'staff',
  tag: 'customer-care',
  summary: 'One message and what staff did with it; the opening is audited (staff only).',
  params: messageParamsSchema,
  errors: [...staffErrors, 'NOT_FOUND'],
});

const markCareMessageHandled = apiDoc({
  operationId: 'markCareMessageHandled',
  access: 'staff',
  tag: 'customer-care',
  summary: 'Marks a message handled, audited (staff only).',
  params: messageParamsSchema,
  errors: [...staffErrors, 'NOT_FOUND'],
});

const replyToCareMessage = apiDoc({
  operationId: 'replyToCareMessage',
  access: 'staff',
  tag: 'customer-care',
  summary: 'Emails a reply to the sender through the outbox, audited with its text (staff only).',
  params: messageParamsSchema,
  body: replyBodySchema,
  successStatus: 201,
  errors: [...staffErrors, 'NOT_FOUND', 'CUSTOMER_CARE_FORM_INVALID'],
});

/** A submission's outcome as the HTTP answer: 201 with the reference, or the refusal. */
function answerSubmission(reply: FastifyReply, outcome: CareSubmission<string>) {
  switch (outcome.outcome) {
    case 'sent':
      return reply.code(201).send({ reference: outcome.reference });
    case 'invalid': {
      const issues = Object.entries(outcome.errors).map(([field, message]) => ({
        field: `body.${field}`,
        message: message as string,
      }));
      const first = issues[0];
      throw new AppError(
        'CUSTOMER_CARE_FORM_INVALID',
        first ? `${first.field}: ${first.message}` : 'The form is not complete',
        { issues },
      );
    }
    case 'trapped':
      throw new AppError('CUSTOMER_CARE_TRAP_FILLED', TRAP_FILLED);
    case 'throttled':
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many messages just now. Please try again in ${outcome.retryAfterSeconds} seconds.`,
      );
  }
}

function refusal(result: StaffRefusal, id: number): never {
  if (result.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', `No message ${id}`);
  throw new AppError('FORBIDDEN', 'This needs a staff account that answers customer care.');
}

/**
 * Customer care REST calls (decision 0076): the two forms (anyone), and the inbox (staff whose
 * account answers customer care; anonymous callers 401, others 403). `no-store` throughout.
 */
export async function customerCareRoutes(
  app: FastifyInstance,
  options: { customerCare: CustomerCareService },
) {
  const { customerCare } = options;
  answerNoStore(app);

  app.post('/customer-care/v1/contact-messages', sendContactMessage, async (request, reply) => {
    const { [TRAP_FIELD]: trapValue, ...input } = parseInput(
      contactMessageBodySchema,
      request.body,
      'body',
    );
    const identity = await requestIdentity(request);
    const outcome = await customerCare.submitContactMessage(identity, input, trapValue, {
      ip: request.ip,
    });
    return answerSubmission(reply, outcome);
  });

  app.post(
    '/customer-care/v1/replacement-card-requests',
    sendReplacementCardRequest,
    async (request, reply) => {
      const { [TRAP_FIELD]: trapValue, ...input } = parseInput(
        replacementCardBodySchema,
        request.body,
        'body',
      );
      const identity = await requestIdentity(request);
      const outcome = await customerCare.submitReplacementCard(identity, input, trapValue, {
        ip: request.ip,
      });
      return answerSubmission(reply, outcome);
    },
  );

  /** Who is asking comes first (decision 0026): strangers 401, customers 403. */
  async function requireCareStaff(request: FastifyRequest): Promise<Identity> {
    const identity = await signedInIdentity(request, 'Sign in with a staff account to use this.');
    if (!identity.permissions.includes('staff:answer-customer-care')) {
      throw new AppError('FORBIDDEN', 'This needs a staff account that answers customer care.');
    }
    return identity;
  }

  app.get('/customer-care/v1/messages', listCareMessages, async (request) => {
    const staff = await requireCareStaff(request);
    const { status, limit } = parseInput(inboxQuerySchema, request.query, 'query');
    const messages = await customerCare.listMessages(staff, status ?? 'open', limit);
    if (messages === null) refusal({ outcome: 'refused', code: 'FORBIDDEN' }, 0);
    return { messages };
  });

  app.get('/customer-care/v1/messages/:messageId', openCareMessage, async (request) => {
    const staff = await requireCareStaff(request);
    const { messageId } = parseInput(messageParamsSchema, request.params, 'params');
    const view = await customerCare.openMessage(staff, messageId);
    if ('outcome' in view) refusal(view, messageId);
    return view;
  });

  app.post(
    '/customer-care/v1/messages/:messageId/handled',
    markCareMessageHandled,
    async (request) => {
      const staff = await requireCareStaff(request);
      const { messageId } = parseInput(messageParamsSchema, request.params, 'params');
      const result = await customerCare.markHandled(staff, messageId);
      if (result.outcome === 'refused') refusal(result, messageId);
      return { changed: result.changed };
    },
  );

  app.post(
    '/customer-care/v1/messages/:messageId/replies',
    replyToCareMessage,
    async (request, reply) => {
      const staff = await requireCareStaff(request);
      const { messageId } = parseInput(messageParamsSchema, request.params, 'params');
      const body = parseInput(replyBodySchema, request.body, 'body');
      const result = await customerCare.reply(staff, messageId, body.reply);
      if (result.outcome === 'refused') refusal(result, messageId);
      if (result.outcome === 'invalid') {
        const message = result.errors.reply ?? 'The reply is not complete';
        throw new AppError('CUSTOMER_CARE_FORM_INVALID', `body.reply: ${message}`, {
          issues: [{ field: 'body.reply', message }],
        });
      }
      return reply.code(201).send({});
    },
  );
}
