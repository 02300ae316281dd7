import { PARTNER_CALL_TIMEOUT_MS } from '@grocer/domain/analytics/partner-calls';
import type { Identity } from '@grocer/domain/identity/identity';
import { adBannerOf, bannersByCategory } from '@grocer/domain/sponsored/ad-banner';
import type { AdChangeAction } from '@grocer/domain/sponsored/sponsored-placement';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueService, CatalogueSponsorship } from '../catalogue/catalogue.contract.ts';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { SponsoredPlacement, SponsoredService, StaffAdBanner } from './sponsored.contract.ts';
import type { BannerRow, PlacementRow, SponsoredRepository } from './sponsored.repository.ts';

/** Banners and placements are the content editor's work (decision 0096). */
export const MANAGE_ADS = 'staff:manage-content';
/** How long each process keeps the banners it read: the menu's resource is cached 5 minutes. */
export const BANNER_CACHE_MS = 10_000;

/**
 * Sponsored products and menu banners (decision 0096). The banners are read whole (a shop has
 * tens, not thousands) and kept for BANNER_CACHE_MS; a change made here is seen at once by this
 * process, by others within that time.
 */
export function createSponsoredService(deps: {
  repository: SponsoredRepository;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
  sponsorship: CatalogueSponsorship;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The way to the vendors' tracking addresses (tests pass their own). */
  fetch?: typeof fetch;
  trackingTimeoutMs?: number;
}): SponsoredService {
  const { repository } = deps;
  const fetchImpl = deps.fetch ?? fetch;
  const timeoutMs = deps.trackingTimeoutMs ?? PARTNER_CALL_TIMEOUT_MS;
  let kept: { at: number; banners: Promise<BannerRow[]> } | null = null;

  function banners(): Promise<BannerRow[]> {
    const at = performance.now();
    if (kept && at - kept.at < BANNER_CACHE_MS) return kept.banners;
    const read = repository.banners();
    const entry = { at, banners: read };
    kept = entry;
    // A failed read is not kept: the next caller reads again.
    read.catch(() => {
      if (kept === entry) kept = null;
    });
    return read;
  }

  function requireManager(staff: Identity): void {
    if (!staff.permissions.includes(MANAGE_ADS)) {
      throw new AppError('FORBIDDEN', 'Only staff may manage banners and sponsored products.');
    }
  }

  async function names(ids: (number | null)[]): Promise<Map<number, string>> {
    const known = ids.filter((id): id is number => id !== null);
    return known.length === 0 ? new Map() : deps.customers.namesOf([...new Set(known)]);
  }

  const staffBanner = (row: BannerRow, named: Map<number, string>): StaffAdBanner => ({
    banner: adBannerOf(row),
    categoryId: row.categoryId,
    createdAt: row.createdAt,
    createdByName: row.createdBy === null ? null : (named.get(row.createdBy) ?? null),
  });

  async function placementsOf(rows: PlacementRow[]): Promise<SponsoredPlacement[]> {
    const [named, products] = await Promise.all([
      names(rows.map((row) => row.createdBy)),
      rows.length === 0
        ? Promise.resolve([])
        : deps.catalogue.getProductsByLineNumbers(rows.map((row) => row.lineNumber)),
    ]);
    const nameOf = new Map(products.map((product) => [product.lineNumber, product.name]));
    return rows.map((row) => ({
      id: row.id,
      lineNumber: row.lineNumber,
      sponsorshipId: row.sponsorshipId,
      vendor: row.vendor,
      productName: nameOf.get(row.lineNumber) ?? null,
      createdAt: row.createdAt,
      createdByName: row.createdBy === null ? null : (named.get(row.createdBy) ?? null),
    }));
  }

  async function record(
    staff: Identity,
    action: AdChangeAction,
    ref: string | number,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await repository.recordChange({
      action,
      ref: String(ref),
      detail,
      staffId: staff.principalId,
      at: deps.now(),
    });
  }

  async function ping(url: string): Promise<void> {
    const response = await fetchImpl(url, {
      method: 'GET',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
  }

  return {
    async menuBanners(categoryIds) {
      return bannersByCategory(await banners(), categoryIds);
    },

    async previewBanner(staff, bannerId) {
      requireManager(staff);
      const row = await repository.banner(bannerId);
      if (!row) throw new AppError('AD_BANNER_NOT_FOUND', `No banner ${bannerId}`);
      return staffBanner(row, await names([row.createdBy]));
    },

    async listBanners(staff) {
      requireManager(staff);
      const rows = await repository.banners();
      const named = await names(rows.map((row) => row.createdBy));
      return rows.map((row) => staffBanner(row, named));
    },

    async addBanner(staff, draft) {
      requireManager(staff);
      const row = await repository.insertBanner(draft, staff.principalId, deps.now());
      kept = null;
      await record(staff, 'banner-added', row.id, {
        heading: row.heading,
        categoryId: row.categoryId,
        vendor: row.vendor,
      });
      return staffBanner(row, await names([row.createdBy]));
    },

    async removeBanner(staff, bannerId) {
      requireManager(staff);
      const row = await repository.deleteBanner(bannerId);
      if (!row) throw new AppError('AD_BANNER_NOT_FOUND', `No banner ${bannerId}`);
      kept = null;
      await record(staff, 'banner-removed', row.id, {
        heading: row.heading,
        categoryId: row.categoryId,
        vendor: row.vendor,
      });
    },

    async listPlacements(staff) {
      requireManager(staff);
      return placementsOf(await repository.placements());
    },

    async addPlacement(staff, draft) {
      requireManager(staff);
      const [product] = await deps.catalogue.getProductsByLineNumbers([draft.lineNumber]);
      if (!product) {
        throw new AppError('PRODUCT_NOT_FOUND', `No product has line number ${draft.lineNumber}`);
      }
      const row = await repository.insertPlacement(draft, staff.principalId, deps.now());
      if (!row) {
        throw new AppError(
          'PRODUCT_ALREADY_SPONSORED',
          `${product.name} is already sponsored: end its sponsorship first.`,
        );
      }
      try {
        await deps.sponsorship.setSponsorship(row.lineNumber, row.sponsorshipId);
      } catch (error) {
        // The product could not be marked: the placement must not stay without it.
        await repository.deletePlacement(row.id);
        throw error;
      }
      await record(staff, 'placement-added', row.id, {
        lineNumber: row.lineNumber,
        sponsorshipId: row.sponsorshipId,
        vendor: row.vendor,
      });
      const [placement] = await placementsOf([row]);
      return placement as SponsoredPlacement;
    },

    async removePlacement(staff, placementId) {
      requireManager(staff);
      const row = await repository.deletePlacement(placementId);
      if (!row) {
        throw new AppError('SPONSORED_PLACEMENT_NOT_FOUND', `No placement ${placementId}`);
      }
      await deps.sponsorship.setSponsorship(row.lineNumber, null);
      await record(staff, 'placement-removed', row.id, {
        lineNumber: row.lineNumber,
        sponsorshipId: row.sponsorshipId,
        vendor: row.vendor,
      });
    },

    async changes(staff, limit = 50) {
      requireManager(staff);
      const rows = await repository.changes(limit);
      const named = await names(rows.map((row) => row.staffId));
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        ref: row.ref,
        detail: row.detail,
        staffName: row.staffId === null ? null : (named.get(row.staffId) ?? null),
        at: row.at,
      }));
    },

    async trackBanner(kind, bannerId) {
      try {
        const row = (await banners()).find((banner) => banner.id === bannerId);
        if (!row) return;
        const urls = kind === 'click' ? row.clickUrls : row.impressionUrls;
        const results = await Promise.allSettled(urls.map(ping));
        for (const result of results) {
          if (result.status === 'rejected') {
            deps.log.warn({ err: result.reason, bannerId, kind }, 'ad banner tracking failed');
          }
        }
      } catch (error) {
        deps.log.warn({ err: error, bannerId, kind }, 'ad banner tracking failed');
      }
    },
  };
}
