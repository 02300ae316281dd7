import type { Database } from '@grocer/db/client';
import { ABANDONED_TROLLEY_UPDATE } from '@grocer/domain/analytics/analytics-channel';
import { TITLES } from '@grocer/domain/identity/account-rules';
import {
  COLLECTION_PAGES,
  SLOT_PAGE_VARIANTS,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import { sql } from 'drizzle-orm';
import { AVAILABLE_IN, DIETARY_TAGS } from '../../src/contexts/search/search.service.ts';
import type { OpenApiDocument } from '../../src/http/openapi.ts';

/**
 * Real values from the test catalogue, by the parameter names routes use, so generated requests
 * mix real ids with hostile ones and reach past the first lookup (a hostile `start` only matters
 * once the category exists).
 */
export type PlausibleValues = (name: string) => readonly string[];

export async function plausibleValues(
  database: Database,
  openApi?: OpenApiDocument,
): Promise<PlausibleValues> {
  const query = async (statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: Record<string, string>[] }).rows;
  const products = await query(
    sql`select id, line_number, name, product_tags::text as tags from products order by id limit 4`,
  );
  const categories = await query(
    sql`select id, path from categories where depth between 1 and 3 order by path limit 4`,
  );
  const promotions = await query(sql`select id::text as id from promotions order by id limit 3`);
  const branches = await query(sql`select id::text as id from branches order by id limit 2`);
  // Accounts the suite made before its baseline: a plausible email is always a taken one, so a
  // well-formed registration is refused and a sign-in (with a wrong password) changes nothing.
  const accounts = await query(sql`select id::text as id, email from accounts order by id limit 2`);
  // The suite's customer's own addresses (rest.fuzz.test.ts adds one), so calls reach past "not
  // yours" into the address itself.
  const addresses = await query(sql`select id::text as id from addresses order by id limit 2`);
  // The suite's customer's shopping lists (decision 0081), so list calls reach a real one.
  const shoppingLists = await query(
    sql`select id::text as id from shopping_lists order by id limit 2`,
  );
  // Trolleys the suite opened before its baseline (their customers are its signed-in callers).
  const orders = await query(
    sql`select customer_order_id::text as id from trolleys order by customer_order_id limit 2`,
  );
  // Slots the suite's database has (the default branch's, decision 0034) and their days.
  const slots = await query(
    sql`select id::text as id, slot_date::text as date from slots order by start_at, id limit 3`,
  );
  // Demo recipes (decision 0083): ids, paths and the first recipe's ingredients, so the recipe
  // calls reach a real recipe and ingredient.
  const recipes = await query(sql`select id::text as id, path from recipes order by id limit 2`);
  const ingredients = await query(
    sql`select id::text as id from recipe_ingredients
      where recipe_id = (select min(id) from recipes) order by id limit 3`,
  );
  const tags = products.flatMap((p) => (JSON.parse(p.tags ?? '[]') as string[]).slice(0, 2));
  const lineNumbers = products.map((p) => p.line_number ?? '');

  const byName: [RegExp, string[]][] = [
    [/^(productid|id)$/i, products.map((p) => p.id ?? '')],
    [/linenumber/i, [...lineNumbers, lineNumbers.join(','), lineNumbers.join(' , ')]],
    [/^(categoryid|category)$/i, categories.map((c) => c.id ?? '')],
    [/categorypath|^\*$/i, categories.map((c) => c.path ?? '')],
    [/offerid/i, promotions.map((p) => p.id ?? '')],
    [/^(order_?id|customerorderid)$/i, orders.map((o) => o.id ?? '')],
    [/^uom$/i, ['C62', 'KGM', 'GRM', 'LBR']],
    // The default branch has the test database's slots (decision 0034).
    [/branchid/i, [...new Set([...branches.map((b) => b.id ?? ''), '651'])]],
    [/^(searchterm|term|list)$/i, ['milk', 'apple juice', products[0]?.name ?? 'bread']],
    [/^searchTags$/i, tags],
    // Filters the search understands: `group:value`.
    [
      /^filterTags$/i,
      [
        'offers',
        ...DIETARY_TAGS.slice(0, 2).map((d) => `dietary:${d.value}`),
        ...AVAILABLE_IN.slice(0, 1).map((a) => `available:${a.value}`),
        'brand:hillside',
      ],
    ],
    [/^name$/i, products.map((p) => (p.name ?? '').toLowerCase().replace(/\W+/g, '-'))],
    [/offertype/i, ['meal-deal', 'MULTIBUY', 'was_now']],
    [/^(start|size)$/i, ['0', '1', '24', '48']],
    [/^email$/i, accounts.map((a) => a.email ?? '')],
    [/^customerid$/i, accounts.map((a) => a.id ?? '')],
    // Meets the password policy and is nobody's password.
    [/^password$/i, ['Not-the-password-42']],
    [/^title$/i, [...TITLES]],
    [/^(firstname|lastname)$/i, ['Ann', "O'Neil-Smith"]],
    // Address book and postcode lookup (decision 0027).
    [/^(addressid|contactaddressid)$/i, addresses.map((a) => a.id ?? '')],
    [/^shoppinglistid$/i, shoppingLists.map((l) => l.id ?? '')],
    [/^recipeid$/i, recipes.map((r) => r.id ?? '')],
    [/^recipeidorpath$/i, recipes.flatMap((r) => [r.id ?? '', r.path ?? ''])],
    [/^ingredientid$/i, ingredients.map((i) => i.id ?? '')],
    [/^collection$/i, ['quick-weeknight', 'christmas']],
    [/^servings$/i, ['1', '4', '12']],
    [/^line[123]$/i, ['12 Acacia Avenue', 'Flat 2', 'Château d’Eau']],
    [/^(town|region)$/i, ['Reading', 'Berkshire']],
    [/^country$/i, ['GB', 'je', 'US', 'FR', 'IE', 'XX']],
    [/^postalcode$/i, ['RG1 4AB', 'je23ab', '90210', 'D02 X285', 'SW1A']],
    [/^contactnumber$/i, ['07700 900123', '+44 7700 900123', '0118']],
    [/^customernote$/i, ['Side gate, ring twice', '']],
    [/^(text|postcode)$/i, ['RG1', 'RG1 4AB', 'sw4 1', 'acacia reading']],
    [/^container$/i, ['DEMO|RG14AB', 'GB|RM|ENG|4AB-RG1']],
    [/^(suggestionid|suggestion)$/i, ['DEMO|RG14AB|0', 'DEMO|ZE10AA|0']],
    // Slot booking (decision 0034).
    [/^slotid$/i, slots.map((s) => s.id ?? '')],
    [/^slotreservationid$/i, ['50000001']],
    [/^slottype$/i, ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION', 'UNDEFINED']],
    [/^gridtype$/i, ['DEFAULT', 'SAVER']],
    [/^campaign$/i, ['christmas', 'easter']],
    // The slot pages' segments (bookslot/collection/:page/:variant?, bookslot/delivery/:variant?);
    // an empty variant is the page without one (pathFor drops the trailing slash).
    [/^page$/i, [...COLLECTION_PAGES]],
    [/^variant$/i, ['', ...SLOT_PAGE_VARIANTS]],
    [/^fromdate$/i, [...new Set(slots.map((s) => s.date ?? ''))]],
    [/^days$/i, ['1', '3', '5', '21']],
    [/^expectedpricepence$/i, ['0', '450']],
    // Gift cards, gift vouchers and promo codes (decision 0039): the demo ones.
    [/^customerorderid$/i, ['10000001', '99999999']],
    [/^serialnumber$/i, ['6000000000000000011', 'GVDEMO0000001', '6000 0000 0000 0000 029']],
    [/^pin$/i, ['1111', '0000']],
    [/^code$/i, ['WELCOME5', 'SAVE10PC', 'MTIzNDU6Njc4OQ==', 'ABCDEFGHJK23456']],
    [/^(giftcardtoken|giftcardvalidationnonce)$/i, ['A'.repeat(43)]],
    // Order placement (decision 0040).
    [/^paymentcardid$/i, ['1', '2']],
    [/^deliverynote$/i, ['Leave with the neighbour', '']],
    // Sponsored banners and placements (decision 0096): well-formed ids nobody has, so a staff
    // caller's DELETE reaches the lookup (404) and changes nothing.
    [/^(bannerid|placementid)$/i, ['999999001', '999999002']],
    // Manager's specials (decision 0097): a well-formed promotion id that is nobody's special, so
    // a staff caller's DELETE reaches the lookup (404) and ends nothing.
    [/^promotionid$/i, ['999999001']],
    // The analytics collector (decision 0070).
    [/^(client_id|session_id)$/i, ['GA1.1.123456', 'session-1']],
    [/^channel$/i, ['web', 'app']],
    [/^page_location$/i, ['https://shop.example/ecom/shop/trolley', '/ecom']],
    [/^event_name$/i, [ABANDONED_TROLLEY_UPDATE]],
    [
      /redirect/i,
      ['/ecom', '/ecom/shop/search?searchTerm=milk', '//evil.example', 'https://evil.example'],
    ],
  ];

  // What the published document says a value may be: its enum, bounds and default.
  const documented = new Map<string, Set<string>>();
  for (const operations of Object.values(openApi?.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const { name, schema } of operation.parameters) {
        const values = documented.get(name) ?? new Set<string>();
        documented.set(name, values);
        for (const key of ['minimum', 'maximum', 'default'] as const) {
          if (schema[key] !== undefined) values.add(String(schema[key]));
        }
        for (const value of (schema.enum as unknown[] | undefined) ?? []) values.add(String(value));
      }
    }
  }

  return (name) => [
    ...new Set([
      ...byName.filter(([pattern]) => pattern.test(name)).flatMap(([, values]) => values),
      ...(documented.get(name) ?? []),
    ]),
  ];
}
