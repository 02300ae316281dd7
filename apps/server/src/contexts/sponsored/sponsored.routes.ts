import type { Identity } from '@grocer/domain/identity/identity';
import { adBannerDraftSchema } from '@grocer/domain/sponsored/ad-banner';
import { sponsoredPlacementDraftSchema } from '@grocer/domain/sponsored/sponsored-placement';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { SponsoredService } from './sponsored.contract.ts';
import {
  bannerParamsSchema,
  bannersHeadersSchema,
  bannersRequestSchema,
  changesQuerySchema,
  placementParamsSchema,
} from './sponsored.schemas.ts';
import { MANAGE_ADS } from './sponsored.service.ts';

const STAFF_ERRORS = ['UNAUTHENTICATED', 'FORBIDDEN'] as const;

const megaMenuBanners = apiDoc({
  operationId: 'megaMenuBanners',
  access: 'public',
  tag: 'adtech',
  summary: 'The mega menu’s ad banners per category (spec doc 3 §7 "Mega-menu banners").',
  description:
    'Body: `type` mega-menu, `categories` (1 to 50 category ids), `style` traffic_driver, `trolleyId`. Answers `banners`: every category asked for, each with its newest banner (the ad banner entity of doc 3 §3 with its tracking impression and click addresses) or an empty list. An `x-correlation-id` header, when sent, must be a uuid.',
  body: bannersRequestSchema,
  errors: [],
});

const listBanners = apiDoc({
  operationId: 'staffListAdBanners',
  access: 'staff',
  tag: 'staff',
  summary: 'Every menu ad banner, newest first, with who added it (staff only).',
  errors: STAFF_ERRORS,
});

const addBanner = apiDoc({
  operationId: 'staffAddAdBanner',
  access: 'staff',
  tag: 'staff',
  summary: 'Adds a menu ad banner for a category, recorded in the ad changes (staff only).',
  body: adBannerDraftSchema,
  successStatus: 201,
  errors: STAFF_ERRORS,
});

const removeBanner = apiDoc({
  operationId: 'staffRemoveAdBanner',
  access: 'staff',
  tag: 'staff',
  summary: 'Removes a menu ad banner, recorded in the ad changes (staff only).',
  params: bannerParamsSchema,
  successStatus: 204,
  errors: [...STAFF_ERRORS, 'AD_BANNER_NOT_FOUND'],
});

const listPlacements = apiDoc({
  operationId: 'staffListSponsoredPlacements',
  access: 'staff',
  tag: 'staff',
  summary: 'Every sponsored product with its sponsorship id and vendor (staff only).',
  errors: STAFF_ERRORS,
});

const addPlacement = apiDoc({
  operationId: 'staffAddSponsoredPlacement',
  access: 'staff',
  tag: 'staff',
  summary:
    'Sponsors a product by line number: it then carries isSponsored and the sponsorshipId wherever it is shown (staff only).',
  body: sponsoredPlacementDraftSchema,
  successStatus: 201,
  errors: [...STAFF_ERRORS, 'PRODUCT_NOT_FOUND', 'PRODUCT_ALREADY_SPONSORED'],
});

const removePlacement = apiDoc({
  operationId: 'staffRemoveSponsoredPlacement',
  access: 'staff',
  tag: 'staff',
  summary: 'Ends a product’s sponsorship (staff only).',
  params: placementParamsSchema,
  successStatus: 204,
  errors: [...STAFF_ERRORS, 'SPONSORED_PLACEMENT_NOT_FOUND'],
});

const listChanges = apiDoc({
  operationId: 'staffListAdChanges',
  access: 'staff',
  tag: 'staff',
  summary: 'Who added or removed which banner or sponsorship, and when, newest first (staff only).',
  query: changesQuerySchema,
  errors: STAFF_ERRORS,
});

/** The adtech banners call and the console's banner and placement calls (decision 0096). */
export async function sponsoredRoutes(
  app: FastifyInstance,
  options: { sponsored: SponsoredService },
) {
  const { sponsored } = options;
  answerNoStore(app);

  // Who is asking comes first (decision 0026): strangers 401, customers 403, then the input.
  async function requireStaff(request: FastifyRequest): Promise<Identity> {
    const identity = await signedInIdentity(request, 'Sign in with a staff account to use this.');
    if (!identity.permissions.includes(MANAGE_ADS)) {
      throw new AppError('FORBIDDEN', 'This needs a staff account.');
    }
    return identity;
  }

  app.post('/adtech/v2/banners', megaMenuBanners, async (request) => {
    if (!bannersHeadersSchema.safeParse(request.headers).success) {
      throw new AppError('VALIDATION_FAILED', 'Invalid header x-correlation-id: must be a uuid');
    }
    const { categories } = parseInput(bannersRequestSchema, request.body, 'body');
    return { banners: await sponsored.menuBanners(categories) };
  });

  app.get('/staff/v1/ad-banners', listBanners, async (request) => {
    const staff = await requireStaff(request);
    return { banners: await sponsored.listBanners(staff) };
  });

  app.post('/staff/v1/ad-banners', addBanner, async (request, reply) => {
    const staff = await requireStaff(request);
    const draft = parseInput(adBannerDraftSchema, request.body, 'body');
    return reply.code(201).send(await sponsored.addBanner(staff, draft));
  });

  app.delete('/staff/v1/ad-banners/:bannerId', removeBanner, async (request, reply) => {
    const staff = await requireStaff(request);
    const { bannerId } = parseInput(bannerParamsSchema, request.params, 'params');
    await sponsored.removeBanner(staff, bannerId);
    return reply.code(204).send();
  });

  app.get('/staff/v1/sponsored-placements', listPlacements, async (request) => {
    const staff = await requireStaff(request);
    return { placements: await sponsored.listPlacements(staff) };
  });

  app.post('/staff/v1/sponsored-placements', addPlacement, async (request, reply) => {
    const staff = await requireStaff(request);
    const draft = parseInput(sponsoredPlacementDraftSchema, request.body, 'body');
    return reply.code(201).send(await sponsored.addPlacement(staff, draft));
  });

  app.delete(
    '/staff/v1/sponsored-placements/:placementId',
    removePlacement,
    async (request, reply) => {
      const staff = await requireStaff(request);
      const { placementId } = parseInput(placementParamsSchema, request.params, 'params');
      await sponsored.removePlacement(staff, placementId);
      return reply.code(204).send();
    },
  );

  app.get('/staff/v1/ad-changes', listChanges, async (request) => {
    const staff = await requireStaff(request);
    const { limit } = parseInput(changesQuerySchema, request.query, 'query');
    return { changes: await sponsored.changes(staff, limit) };
  });
}
