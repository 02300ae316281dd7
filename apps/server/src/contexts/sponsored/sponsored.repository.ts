import type { Db } from '@grocer/db/client';
import { adBanners, adChanges, sponsoredPlacements } from '@grocer/db/schema/sponsored';
import type { AdBannerDraft, AdBannerRecord } from '@grocer/domain/sponsored/ad-banner';
import type { AdChangeAction } from '@grocer/domain/sponsored/sponsored-placement';
import { desc, eq } from 'drizzle-orm';

export interface BannerRow extends AdBannerRecord {
  createdBy: number | null;
}

export interface PlacementRow {
  id: number;
  lineNumber: string;
  sponsorshipId: string;
  vendor: string;
  createdAt: Date;
  createdBy: number | null;
}

export interface AdChangeRow {
  id: number;
  action: AdChangeAction;
  ref: string;
  detail: Record<string, unknown>;
  staffId: number | null;
  at: Date;
}

function bannerOf({ id, ...row }: typeof adBanners.$inferSelect): BannerRow {
  return { ...row, id: String(id) };
}

/** The sponsored context's tables (ad_banners, sponsored_placements, ad_changes), for it only. */
export class SponsoredRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async banners(): Promise<BannerRow[]> {
    const rows = await this.#db
      .select()
      .from(adBanners)
      .orderBy(desc(adBanners.createdAt), desc(adBanners.id));
    return rows.map(bannerOf);
  }

  async banner(id: number): Promise<BannerRow | null> {
    const [row] = await this.#db.select().from(adBanners).where(eq(adBanners.id, id));
    return row ? bannerOf(row) : null;
  }

  async insertBanner(draft: AdBannerDraft, staffId: number, at: Date): Promise<BannerRow> {
    const [row] = await this.#db
      .insert(adBanners)
      .values({ ...draft, createdAt: at, createdBy: staffId })
      .returning();
    return bannerOf(row as typeof adBanners.$inferSelect);
  }

  async deleteBanner(id: number): Promise<BannerRow | null> {
    const [row] = await this.#db.delete(adBanners).where(eq(adBanners.id, id)).returning();
    return row ? bannerOf(row) : null;
  }

  async placements(): Promise<PlacementRow[]> {
    return this.#db
      .select()
      .from(sponsoredPlacements)
      .orderBy(desc(sponsoredPlacements.createdAt), desc(sponsoredPlacements.id));
  }

  /** Null when the product already has a placement (the unique line number). */
  async insertPlacement(
    placement: Omit<PlacementRow, 'id' | 'createdAt' | 'createdBy'>,
    staffId: number,
    at: Date,
  ): Promise<PlacementRow | null> {
    const [row] = await this.#db
      .insert(sponsoredPlacements)
      .values({ ...placement, createdAt: at, createdBy: staffId })
      .onConflictDoNothing({ target: sponsoredPlacements.lineNumber })
      .returning();
    return row ?? null;
  }

  async deletePlacement(id: number): Promise<PlacementRow | null> {
    const [row] = await this.#db
      .delete(sponsoredPlacements)
      .where(eq(sponsoredPlacements.id, id))
      .returning();
    return row ?? null;
  }

  async recordChange(change: Omit<AdChangeRow, 'id'>): Promise<void> {
    await this.#db.insert(adChanges).values(change);
  }

  async changes(limit: number): Promise<AdChangeRow[]> {
    const rows = await this.#db
      .select()
      .from(adChanges)
      .orderBy(desc(adChanges.at), desc(adChanges.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, action: row.action as AdChangeAction }));
  }
}
