import type { Db } from '@grocer/db/client';
import { isPopularity, MAX_POPULARITY } from '@grocer/domain/catalogue/popularity-from-sales';
import { AppError } from '../../errors/app-error.ts';
import type { CataloguePopularity } from './catalogue.contract.ts';
import { PopularityRepository } from './popularity.repository.ts';

/**
 * The catalogue's popularity writes (decision 0048). Browse orders are cached for a minute and
 * product rows for half a minute per process, so listings show the new order within that.
 */
export function createPopularityService(db: Db): CataloguePopularity {
  const repository = new PopularityRepository(db);
  return {
    async setPopularity({ byProductId, others }) {
      const bad = [...byProductId].find(([, value]) => !isPopularity(value));
      if (bad || !isPopularity(others)) {
        const message = `Popularity must be a whole number from 0 to ${MAX_POPULARITY}; got ${bad ? `${bad[1]} for ${bad[0]}` : others}`;
        throw new AppError('VALIDATION_FAILED', message);
      }
      return { changed: await repository.setPopularity(byProductId, others) };
    },
  };
}
