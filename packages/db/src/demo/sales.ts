/**
 * How well the demo shop's products sell: `products.popularity`, in units sold in a typical
 * week across the shop. Search breaks ties and, for a word that names a kind of product
 * ("milk", "beer"), leads with it; autosuggest orders terms by it. Decision 0047.
 *
 * A real shop's sales are very uneven, and uneven by line rather than by shelf: semi-skimmed
 * milk outsells condensed milk a hundred to one though both are milk; a sliced white loaf
 * outsells rye bread; lager is most of the beer sold. So a product's weekly sales are
 *
 *   kind base × line weight × own-label tier × a product's own luck
 *
 * - kind base: the kind's `popularity` (1 rarely bought, 10 in most trolleys) cubed, so a
 *   step up the scale means about a third more sales at the top and twice as many at the foot;
 * - line weight: what this noun is on its shelf. The first noun a shelf lists is its usual
 *   line, and each later one sells less (SHELF_ORDER_DECAY); a staple (STAPLE_LINES) sells
 *   several times more than its shelf; a niche line (NICHE_LINES) a fraction;
 * - tier: shoppers buy the everyday own label most, the premium one least (TIER_SALES);
 * - luck: one draw, so two packs of the same line never sell exactly alike.
 *
 * When orders exist a retailer replaces these numbers with real sales (decision 0048).
 */

/**
 * Lines most trolleys hold, with how many times their shelf's usual sales they sell. The
 * issue's list (semi-skimmed milk, sliced bread, free-range eggs, bananas, cheddar, chicken
 * breast, granulated sugar, lager) and the other names a British shop sells by the pallet.
 */
export const STAPLE_LINES: Readonly<Record<string, number>> = {
  'Semi Skimmed Milk': 12,
  'British Semi Skimmed Milk': 6,
  'Whole Milk': 6,
  'British Whole Milk': 3,
  'Skimmed Milk': 3,
  'Medium Sliced White Bread': 12,
  'Thick Sliced White Bread': 8,
  'Wholemeal Medium Sliced Bread': 7,
  'Farmhouse White Loaf': 3,
  'Free Range Eggs': 10,
  'Large Free Range Eggs': 6,
  'Mixed Weight Free Range Eggs': 4,
  Bananas: 12,
  'Fairtrade Bananas': 6,
  'Mild Cheddar': 6,
  'Mature Cheddar': 10,
  'Extra Mature Cheddar': 5,
  'Grated Mature Cheddar': 4,
  'Chicken Breast Fillets': 10,
  'Chicken Thighs': 4,
  'Whole Chicken': 4,
  'Granulated Sugar': 10,
  'Premium Lager': 12,
  'Pale Lager': 8,
  Pilsner: 5,
  'Salted Butter': 6,
  'Unsalted Butter': 3,
  'Milk Chocolate Bar': 8,
  'Chocolate Buttons': 4,
  'Beef Mince': 6,
  'Beef Mince 5% Fat': 4,
  'Pork Sausages': 6,
  'Smoked Back Bacon': 6,
  'Unsmoked Back Bacon': 5,
  'Baking Potatoes': 5,
  'Maris Piper Potatoes': 6,
  Carrots: 6,
  Onions: 6,
  'Cherry Tomatoes': 6,
  'Salad Tomatoes': 5,
  'Gala Apples': 5,
  'Pink Lady Apples': 4,
  'Orange Juice': 5,
  'Smooth Orange Juice': 5,
  'Still Spring Water': 5,
  'Long Grain Rice': 4,
  'Basmati Rice': 5,
  Spaghetti: 5,
  Penne: 5,
  'Baked Beans': 8,
  'English Breakfast Tea': 8,
  'Everyday Tea Bags': 6,
  'Gold Instant Coffee': 5,
  'Greek Style Natural Yogurt': 4,
  'Natural Yogurt': 4,
  'Plain Flour': 5,
  'Self Raising Flour': 4,
  'Ready Salted Crisps': 5,
  Cornflakes: 5,
  'Toilet Tissue': 6,
  'Tomato Ketchup': 5,
  'Size 4 Nappies': 3,
  'Size 3 Nappies': 2,
};

/**
 * Lines a few shoppers buy now and then: a tenth of their shelf's usual sales or less. The
 * words that make a plain thing another thing (condensed, icing, dairy free, goats) mostly
 * land here, which is what keeps them after the plain kind when a shopper types the kind.
 */
export const NICHE_LINES: Readonly<Record<string, number>> = {
  'Condensed Milk': 0.05,
  'Evaporated Milk': 0.05,
  'Strawberry Milkshake': 0.3,
  'Banana Milkshake': 0.2,
  'Chocolate Milk': 0.4,
  'Dairy Free Milk Chocolate': 0.15,
  'Dark Chocolate Buttons': 0.3,
  'Goats Cheese': 0.15,
  'Cottage Cheese': 0.3,
  'Low Fat Cottage Cheese': 0.15,
  'Cottage Cheese with Pineapple': 0.1,
  'Soft Cheese': 0.5,
  'Icing Sugar': 0.15,
  'Caster Sugar': 0.4,
  'Rye Bread': 0.2,
  'Rye Sourdough': 0.2,
  'Granary Bread': 0.5,
  'Belgian Wheat Beer': 0.1,
  'Japanese Rice Lager': 0.1,
  'Mexican Lager': 0.4,
  'Duck Eggs': 0.1,
  'Quail Eggs': 0.05,
  'Maran Eggs': 0.1,
  'Old Cotswold Legbar Eggs': 0.15,
  'Baby Bananas': 0.2,
  'Cat Milk': 0.1,
  'Malted Milk Drink': 0.2,
  'Alcohol Free Lager': 0.3,
  'Decaf Tea Bags': 0.5,
  'Nappy Bags': 0.3,
  'Changing Mats': 0.2,
};

/** Each later noun on a shelf sells this share of the one before it. */
export const SHELF_ORDER_DECAY = 0.7;

/** Own-label tiers: the everyday label sells most, the budget one next, the premium one least. */
export const TIER_SALES = { e: 1.3, s: 1.5, p: 0.6 } as const;

/** Weekly sales of one product, from its kind, noun and place on its shelf. */
export function weeklySales(input: {
  kindPopularity: number;
  noun: string;
  /** The noun's position in its shelf's list, from 0. */
  nounIndex: number;
  tier: keyof typeof TIER_SALES | null;
  /** One draw from an exponential distribution with mean 1 (`Prng.exponential`). */
  luck: number;
}): number {
  const base = input.kindPopularity ** 3;
  const line =
    STAPLE_LINES[input.noun] ??
    NICHE_LINES[input.noun] ??
    SHELF_ORDER_DECAY ** Math.min(input.nounIndex, 6);
  const tier = input.tier ? TIER_SALES[input.tier] : 1;
  // Luck moves a product between about a third and three times its line's typical sales.
  const luck = 0.35 + 0.65 * Math.min(input.luck, 4);
  return Math.max(1, Math.round(base * line * tier * luck));
}
