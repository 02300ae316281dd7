import { openDatabase } from '@grocer/db/client';
import { createCatalogueService } from './src/contexts/catalogue/catalogue.service.ts';
import { createSearchRepository } from './src/contexts/search/search.repository.ts';
import { createSearchService } from './src/contexts/search/search.service.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL! });
const catalogue = createCatalogueService(database.db);
const search = createSearchService({
  repository: createSearchRepository(database.db),
  catalogue,
  now: () => new Date(),
});
const args = process.argv.slice(2);
for (const term of args) {
  const t = performance.now();
  const r = await search.search({
    searchTerm: term,
    filterTags: process.env.FT ? process.env.FT.split(',') : [],
    category: process.env.CAT,
  });
  const ms = performance.now() - t;
  console.log(`\n== ${term}: ${r.totalMatches} in ${ms.toFixed(1)}ms`);
  for (const p of r.products.slice(0, 6))
    console.log('  ', p.name, '|', p.brandName, p.availability);
  console.log(
    '  filters',
    r.filters
      .slice(0, 12)
      .map((f) => `${f.group}/${f.name}=${f.count}${f.applied ? '*' : ''}`)
      .join(' '),
  );
  console.log(
    '  cats',
    r.categoryFilters.map((f) => `${f.name}=${f.expectedResults}`).join(' '),
    r.breadcrumbs.map((b) => b.name).join('>'),
  );
  const s = performance.now();
  const sg = await search.suggest(term);
  console.log('  suggest', (performance.now() - s).toFixed(1), JSON.stringify(sg));
}
await database.close();
