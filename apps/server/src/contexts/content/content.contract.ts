import type { ContentPage } from '@grocer/domain/content/content-page';

/** The content context's contract (decision 0074): published content and help pages. */

export interface PublishedContentPage extends ContentPage {
  /** ISO date-time the page was published. */
  publishedAt: string;
  /** ISO date-time of its last change. */
  updatedAt: string;
}

export interface ContentService {
  /** The page published at a storefront path (`/ecom/help-information`), or null. */
  getPage(path: string): Promise<PublishedContentPage | null>;
}
