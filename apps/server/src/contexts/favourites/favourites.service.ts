import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { FavouritesService } from './favourites.contract.ts';
import type { FavouritesRepository } from './favourites.repository.ts';
import { favouriteParamsSchema } from './favourites.schemas.ts';

export interface FavouritesServiceDeps {
  repository: FavouritesRepository;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
  now: () => Date;
}

/** The favourites context's service (decision 0079). */
export function createFavouritesService(deps: FavouritesServiceDeps): FavouritesService {
  const { repository, catalogue, now } = deps;

  function checked(customerId: number, lineNumber: string): string {
    if (!isSignedIn({ customerId })) throw new AppError('UNAUTHENTICATED', M.SIGN_IN_TO_CHANGE);
    return parseInput(favouriteParamsSchema, { lineNumber }, 'params').lineNumber;
  }

  async function known(lineNumber: string): Promise<void> {
    const [product] = await catalogue.getProductsByLineNumbers([lineNumber]);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', M.NO_SUCH_PRODUCT);
  }

  return {
    async lineNumbers(customerId) {
      if (!isSignedIn({ customerId })) return [];
      return (await repository.lineNumbers(customerId)).map((row) => row.lineNumber);
    },

    async add(customerId, lineNumber) {
      const wanted = checked(customerId, lineNumber);
      await known(wanted);
      await repository.add(customerId, wanted, now());
      return { lineNumber: wanted, favourite: true };
    },

    async remove(customerId, lineNumber) {
      const wanted = checked(customerId, lineNumber);
      // A favourite whose product left the catalogue can still go; otherwise an unknown line
      // number is a 404 like an add's.
      if (!(await repository.remove(customerId, wanted))) await known(wanted);
      return { lineNumber: wanted, favourite: false };
    },
  };
}
