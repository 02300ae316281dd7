/**
 * Graded judgments of what a shopper expects, on the 6,000-product demo catalogue, scored by
 * NDCG@5 in graded-relevance.test.ts. Written from the shelves and product nouns in
 * packages/db/src/demo/taxonomy-spec.ts (a product is named `<brand> [Loose ][Organic ]<noun>`),
 * as a shopper would judge them, not from the engine's output.
 *
 * Each judgment is `[grade, pattern]`, matched against the product's whole name (brand
 * included). A product's grade is the highest grade whose pattern matches, else 0:
 * - 3: exactly what the shopper meant (for "milk": fresh semi skimmed, whole or skimmed milk);
 * - 2: a good alternative (filtered, 1%, UHT, lactose free, organic milk);
 * - 1: related, but not what was meant (chocolate milk, milkshakes, plant drinks);
 * - 0: wrong (condensed or coconut milk, milk chocolate bars, cat milk).
 * Because the highest match wins, a plain kind that must not reach grade 3 in some form (organic,
 * free from, UHT) is kept out of the grade 3 pattern with a look-ahead.
 */
export type QueryClass = 'head' | 'two-word kind' | 'brand' | 'typo' | 'synonym' | 'long tail';

export const QUERY_CLASSES: readonly QueryClass[] = [
  'head',
  'two-word kind',
  'brand',
  'typo',
  'synonym',
  'long tail',
];

export type Grade = 1 | 2 | 3;

export interface GradedCase {
  query: string;
  queryClass: QueryClass;
  /** Highest grade first; a name matching none is graded 0. */
  judgments: readonly (readonly [Grade, RegExp])[];
}

/** The grade a case gives a product name: the highest grade whose pattern matches, else 0. */
export function gradeName(judgments: GradedCase['judgments'], name: string): number {
  let best = 0;
  for (const [grade, pattern] of judgments) if (grade > best && pattern.test(name)) best = grade;
  return best;
}

/**
 * The suite fails when the mean NDCG@5 falls below these. They sit about 0.02 below what the
 * ranking scores after decision 0054 (stem exceptions, one-key slips, the product's own head
 * noun; 154 queries: overall 0.907, head 0.860, two-word kind 0.960, brand 0.890, typo 0.953,
 * synonym 0.911, long tail 0.870), rounded down. With the same queries the ranking of decision
 * 0049 scored overall 0.876, head 0.834, two-word kind 0.953, brand 0.890, typo 0.860, synonym
 * 0.838, long tail 0.870; with its own 152 it scored 0.883, and before 0049 0.811. Raise them
 * as the ranking improves, never lower them to let a change through.
 */
export const OVERALL_FLOOR = 0.88;
export const CLASS_FLOOR: Readonly<Record<QueryClass, number>> = {
  head: 0.84,
  'two-word kind': 0.94,
  brand: 0.87,
  typo: 0.93,
  synonym: 0.89,
  'long tail': 0.85,
};

// Judgments shared by a head term and its typos, and by kinds asked for in several ways.
const MILK: GradedCase['judgments'] = [
  [3, /^(?!.*\b(organic|uht|filtered|jersey)\b).*\b(semi skimmed|skimmed|whole) milk$/i],
  [2, /\b(semi skimmed|skimmed|whole|1% fat|lactose free) milk$/i],
  [1, /\b(chocolate milk|milkshake|oat drink|soya drink|almond drink|coconut drink)$/i],
];
const SEMI_SKIMMED_MILK: GradedCase['judgments'] = [
  [3, /^(?!.*\b(organic|uht|filtered)\b).*\bsemi skimmed milk$/i],
  [2, /\bsemi skimmed milk$/i],
  [1, /\b(skimmed|whole|1% fat) milk$/i],
];
const WHOLE_MILK: GradedCase['judgments'] = [
  [3, /^(?!.*\b(organic|uht|filtered)\b).*\bwhole milk$/i],
  [2, /\bwhole milk$/i],
  [1, /\b(semi skimmed|skimmed|1% fat) milk$/i],
];
const BREAD: GradedCase['judgments'] = [
  [3, /\b((thick|medium) sliced white bread|wholemeal medium sliced bread)$/i],
  [
    2,
    /^(?!Hillside Free From|Wholehearted Bakery).*\b(farmhouse white loaf|seeded brown bread|granary bread|multigrain loaf|rye bread|sunflower & pumpkin seed loaf|(tiger )?bloomer|cob loaf|sourdough|day old loaf)$/i,
  ],
  [
    1,
    /\b(white sliced loaf|brown seeded loaf|baguettes?|ficelle|ciabatta|focaccia|pitta bread|rolls|baps|bagels|flatbreads|brioche loaf)$/i,
  ],
];
const CHEESE: GradedCase['judgments'] = [
  [3, /^(?!.*\b(grated|counter)\b).*\bcheddar$/i],
  [
    2,
    /\b(grated mature cheddar|cheddar slices|counter cheddar|double gloucester|red leicester|wensleydale with cranberries|lancashire crumbly|brie|camembert|gouda|gruyère|manchego|parmigiano reggiano|stilton|shropshire blue|dorset blue|gorgonzola|mozzarella|halloumi|grated mozzarella|mixed grated cheese|stilton truckle|festive cheese selection)$/i,
  ],
  [
    1,
    /\b(goats cheese|cottage cheese|soft cheese|ricotta|mascarpone|burrata|cheese board platter)$/i,
  ],
];
const CHOCOLATE: GradedCase['judgments'] = [
  [3, /^(?!.*dairy free).*\bmilk chocolate bar$/i],
  [
    2,
    /^(?!Hillside Free From).*\b(dark chocolate( 70%)?|white chocolate|hazelnut chocolate|salted caramel chocolate|chocolate buttons|chocolate honeycomb bites|chocolate coated raisins|chocolate truffles|luxury chocolate selection)$/i,
  ],
  [
    1,
    /\b(dairy free milk chocolate|dark chocolate buttons|vegan chocolate|milk chocolate digestives|dark chocolate digestives|chocolate fingers|chocolate spread|(luxury )?hot chocolate|chocolate orange|chocolate coins|selection box)$/i,
  ],
];
const SUGAR: GradedCase['judgments'] = [
  [3, /\bgranulated sugar$/i],
  [2, /\bcaster sugar$/i],
  [1, /\b(icing sugar|golden syrup)$/i],
];
const ICING_SUGAR: GradedCase['judgments'] = [
  [3, /\bicing sugar$/i],
  [1, /\b(caster sugar|granulated sugar|ready to roll icing)$/i],
];
const BEER: GradedCase['judgments'] = [
  [3, /^(?!.*alcohol free).*\b(lager|pilsner)$/i],
  [2, /^(?!.*\b(alcohol free|ginger)\b).*\b(bitter|ale|ipa|stout|porter|wheat beer)$/i],
  [1, /\b(alcohol free (lager|ipa|stout)|cider)$/i],
];
const EGGS: GradedCase['judgments'] = [
  [
    3,
    /^(?!.*\borganic\b).*\b((large |mixed weight )?free range eggs|large eggs|mixed weight eggs)$/i,
  ],
  [2, /\b(free range eggs|maran eggs|old cotswold legbar eggs)$/i],
  [1, /\b(duck eggs|quail eggs|scotch eggs?)$/i],
];
const FREE_RANGE_EGGS: GradedCase['judgments'] = [
  [3, /^(?!.*\borganic\b).*\b(large |mixed weight )?free range eggs$/i],
  [2, /\bfree range eggs$/i],
  [1, /\b(large eggs|mixed weight eggs|maran eggs|old cotswold legbar eggs|duck eggs)$/i],
];
const BUTTER: GradedCase['judgments'] = [
  [3, /^(?!.*\borganic\b).*\b(salted|unsalted|cornish|welsh) butter$/i],
  [2, /\bspreadable butter$|\borganic .*butter$/i],
  [1, /\b(buttery spread|olive spread|sunflower spread|light spread|plant-based spread)$/i],
];
const CHICKEN_BREAST: GradedCase['judgments'] = [
  [3, /^(?!.*\b(counter|halal|organic)\b).*\b(chicken breast fillets|skin-on chicken breasts)$/i],
  [2, /\b(chicken breasts?|chicken mini fillets|diced chicken breast|chicken stir fry strips)$/i],
  [1, /\b(breaded chicken fillets|roast chicken slices|chicken kievs?|turkey breast steaks)$/i],
];
const BANANAS: GradedCase['judgments'] = [
  [3, /^(?!.*\borganic\b).*\b(ripe & ready |fairtrade )?bananas$/i],
  [2, /\b(organic .*|baby )bananas$/i],
  [1, /\b(banana milkshake|strawberry & banana smoothie|apple & banana purée)$/i],
];
const POTATOES: GradedCase['judgments'] = [
  [3, /^(?!.*\borganic\b).*\b(jersey royal |maris piper |king edward |baby |baking )?potatoes$/i],
  [2, /\borganic .*potatoes$|\bsweet potatoes$/i],
  [1, /\b(roast potatoes|potato wedges|hash browns|potato salad|potato waffles)$/i],
];
const TOMATOES: GradedCase['judgments'] = [
  // Fresh and tinned plum tomatoes share a name: both count as the thing asked for.
  [3, /^(?!.*\borganic\b).*\b(salad|heritage|plum|cherry|vine) tomatoes$/i],
  [2, /\b(organic .*tomatoes|chopped tomatoes|cherry tomatoes in juice)$/i],
  [1, /\b(passata|tomato purée|sunblush tomatoes)$/i],
];
const COFFEE: GradedCase['judgments'] = [
  [3, /^(?!.*\b(organic|decaf)\b).*\b(instant coffee|ground coffee)$/i],
  [
    2,
    /\b(instant coffee|ground coffee|espresso beans|house blend beans|single origin beans|latte pods|lungo capsules|espresso capsules)$/i,
  ],
  [1, /\b(coffee liqueur|luxury hot chocolate)$/i],
];
const YOGURT: GradedCase['judgments'] = [
  [
    3,
    /^(?!.*\b(organic|skyr)\b).*\b(natural|bio live|strawberry|cherry|raspberry|rhubarb) yogurt$/i,
  ],
  [
    2,
    /\b(organic natural yogurt|skyr natural yogurt|greek style (honey )?yogurt|high protein yogurt|skyr)$/i,
  ],
  [
    1,
    /\b(yogurt alternative|coconut yogurt|frozen yogurt|kefir|yogurt pouch|yogurt tubes|fromage frais)$/i,
  ],
];
const BACON: GradedCase['judgments'] = [
  [3, /\b((smoked|unsmoked|dry cured) back bacon|streaky bacon)$/i],
  [2, /\bbacon lardons$/i],
];
const ORANGE_JUICE: GradedCase['judgments'] = [
  [3, /\borange juice( with bits)?$/i],
  [1, /\b(orange squash|orangeade|juice shot|smoothie)$/i],
];
const BROCCOLI: GradedCase['judgments'] = [
  [3, /^(?!.*\borganic\b).*\b(tenderstem )?broccoli$/i],
  [2, /\borganic .*broccoli$|\bbroccoli florets$/i],
  [1, /\b(cauliflower|romanesco)$/i],
];
const MOZZARELLA: GradedCase['judgments'] = [
  [3, /\b(buffalo )?mozzarella$/i],
  [2, /\b(grated mozzarella|burrata)$/i],
  [1, /\b(grated mozzarella style|halloumi)$/i],
];
const BLUEBERRIES: GradedCase['judgments'] = [
  [3, /^(?!.*\borganic\b).*\bblueberries$/i],
  [2, /\borganic .*blueberries$/i],
  [1, /\b(blueberry muffins|summer fruits|raspberries|blackberries)$/i],
];
const PIZZA: GradedCase['judgments'] = [
  [3, /\bpepperoni pizza$/i],
  [2, /\b(margherita|hawaiian|vegetable|four cheese|ham & mushroom|spicy meat feast) pizza$/i],
];
const BEEF_MINCE: GradedCase['judgments'] = [
  [3, /^(?!.*\b(organic|counter|halal)\b).*\bbeef mince( \d+% fat)?$/i],
  [2, /\b(beef mince|steak mince)$/i],
  [1, /\b(meat-free mince|soya mince|pork mince|lamb mince|turkey mince)$/i],
];
const CRISPS: GradedCase['judgments'] = [
  [
    3,
    /\b(ready salted|salt & vinegar|cheese & onion|prawn cocktail|sea salt & black pepper) crisps$|\bvariety pack crisps$/i,
  ],
  [
    2,
    /\b(hand cooked sea salt crisps|sweet chilli crisps|baked crisps multipack|catering (box )?crisps)$/i,
  ],
  [1, /\b(tortilla chips|corn snacks|lentil curls|veggie straws)$/i],
];
const PLAIN_FLOUR: GradedCase['judgments'] = [
  [3, /\bplain flour$/i],
  [2, /\bplain flour blend$/i],
  [1, /\b(self raising flour|strong white bread flour|wholemeal flour)$/i],
];
const PRAWNS: GradedCase['judgments'] = [
  [3, /\b(king|cooked) prawns$/i],
  [2, /\btempura prawns$/i],
  [1, /\b(prawn mayonnaise sandwich|prawn nigiri|prawn platter|prawn crackers|scampi)$/i],
];
const DOUBLE_CREAM: GradedCase['judgments'] = [
  [3, /\bdouble cream$/i],
  [2, /\bwhipping cream$/i],
  [1, /\b(single|clotted|soured) cream$/i],
];
const CHIPS: GradedCase['judgments'] = [
  [3, /\b(skinny fries|straight cut chips|crinkle cut chips|chunky chips)$/i],
  [2, /\bsweet potato fries$/i],
  [1, /\b(potato wedges|sweet potato wedges|hash browns)$/i],
];
/** Sweets as a British shopper says it (candy in America): confectionery, never sweet potatoes. */
const SWEETS: GradedCase['judgments'] = [
  [3, /\b(fizzy cola bottles|sour sweets|wine gums|jelly babies|fruit gums)$/i],
  [2, /\b(chocolate fudge|clotted cream fudge|butter toffees|extra strong mints)$/i],
  [1, /\b(milk chocolate bar|chocolate buttons)$/i],
];
const ICE_LOLLIES: GradedCase['judgments'] = [
  [3, /\b(ice|fruit) lollies$/i],
  [1, /\b(choc ices|ice cream cones|sorbet)$/i],
];

export const GRADED_CASES: readonly GradedCase[] = [
  // Head terms: the everyday plain kind first, modified kinds after it.
  { queryClass: 'head', query: 'milk', judgments: MILK },
  { queryClass: 'head', query: 'bread', judgments: BREAD },
  { queryClass: 'head', query: 'cheese', judgments: CHEESE },
  { queryClass: 'head', query: 'chocolate', judgments: CHOCOLATE },
  { queryClass: 'head', query: 'sugar', judgments: SUGAR },
  // Issue 21: the English stemmer made this "sweet", and sweet potatoes outsell sweets.
  { queryClass: 'head', query: 'sweets', judgments: SWEETS },
  { queryClass: 'head', query: 'beer', judgments: BEER },
  { queryClass: 'head', query: 'eggs', judgments: EGGS },
  { queryClass: 'head', query: 'butter', judgments: BUTTER },
  {
    queryClass: 'head',
    query: 'chicken',
    judgments: [
      [
        3,
        /^(?!.*\b(organic|counter|halal|barbecue)\b).*\b(chicken breast fillets|skin-on chicken breasts|chicken mini fillets|whole chicken|chicken thighs|chicken drumsticks|chicken wings|diced chicken breast)$/i,
      ],
      [
        2,
        /\b(whole chicken|chicken breasts?|chicken thighs|chicken wings|chicken stir fry strips)$/i,
      ],
      [
        1,
        /\b(roast chicken slices|chicken kievs?|chicken nuggets|breaded chicken fillets|southern fried chicken|chicken pie)$/i,
      ],
    ],
  },
  { queryClass: 'head', query: 'bananas', judgments: BANANAS },
  {
    queryClass: 'head',
    query: 'rice',
    judgments: [
      [3, /^(?!.*\b(organic|microwave)\b).*\b(long grain|basmati) rice$/i],
      [
        2,
        /\b(jasmine rice|brown rice|arborio risotto rice|microwave (basmati|pilau) rice|basmati rice|long grain rice)$/i,
      ],
      [1, /\b(egg fried rice|rice & peas|sushi rice|rice noodles)$/i],
    ],
  },
  {
    queryClass: 'head',
    query: 'pasta',
    judgments: [
      [
        3,
        /^(?!.*\borganic\b)(?!Hillside Free From|Free & Easy|Wholehearted Bakery|Pure Pantry).*\b(spaghetti|penne|fusilli|farfalle|rigatoni|linguine|macaroni)$/i,
      ],
      [
        2,
        /\b(spaghetti|penne|fusilli|tagliatelle|pappardelle|lasagne sheets|cannelloni tubes|beef ravioli|spinach & ricotta tortelloni)$/i,
      ],
      [1, /\b(gnocchi|toddler pasta|pasta sauce|pasta bake|pasta salad)$/i],
    ],
  },
  { queryClass: 'head', query: 'coffee', judgments: COFFEE },
  {
    queryClass: 'head',
    query: 'tea',
    judgments: [
      [3, /^(?!.*\borganic\b).*\b(english breakfast tea|everyday tea bags|gold blend tea)$/i],
      [
        2,
        /\b(english breakfast tea|assam tea|earl grey|darjeeling tea|leaf breakfast tea|decaf tea bags)$/i,
      ],
      [
        1,
        /\b(green tea|jasmine green tea|green tea with mint|camomile tea|berry tea|lemon & ginger tea|rooibos|peppermint tea|iced tea)$/i,
      ],
    ],
  },
  {
    queryClass: 'head',
    query: 'wine',
    judgments: [
      [
        3,
        /\b((chilean|french) merlot|merlot reserve|malbec( reserva)?|tempranillo|rioja (reserva|crianza)|syrah|shiraz( cabernet)?|pinot noir|bordeaux supérieur|cabernet sauvignon|chianti|montepulciano d'abruzzo|primitivo|valpolicella|sauvignon blanc|sancerre|chablis|chardonnay|pinot grigio( blush| rosé)?|gewürztraminer|picpoul de pinet|albariño|riesling|chenin blanc|viognier|côtes de provence rosé|provence rosé reserve|grenache rosé|white zinfandel rosé)$/i,
      ],
      [
        2,
        /\b(champagne|prosecco( superiore| rosé)?|cava brut|crémant de loire|english sparkling (brut|rosé)|mulled wine)$/i,
      ],
      [
        1,
        /\b(ruby port|tawny port|late bottled vintage port|sherry|alcohol free (rosé|sparkling))$/i,
      ],
    ],
  },
  { queryClass: 'head', query: 'yogurt', judgments: YOGURT },
  {
    queryClass: 'head',
    query: 'apples',
    judgments: [
      [3, /^(?!.*\borganic\b).*\b(gala |granny smith |braeburn |pink lady |cox )?apples$/i],
      [2, /\borganic .*apples$/i],
      [1, /\b(apple juice|apple purée|apple pie)$/i],
    ],
  },
  { queryClass: 'head', query: 'potatoes', judgments: POTATOES },
  { queryClass: 'head', query: 'tomatoes', judgments: TOMATOES },
  {
    queryClass: 'head',
    query: 'water',
    judgments: [
      [3, /\b(still|sparkling) (spring|mineral) water$/i],
      [2, /\bflavoured water$/i],
      [1, /\b(coconut water|tonic water|soda water|lemon barley water)$/i],
    ],
  },
  {
    queryClass: 'head',
    query: 'juice',
    judgments: [
      [3, /\b(orange juice( with bits)?|(cloudy|pressed) apple juice|apple juice)$/i],
      [2, /\b(pineapple|cranberry) juice$/i],
      [
        1,
        /\b(kids fruit juice cartons|apple & blackcurrant cartons|smoothie|(turmeric|beetroot|ginger) shot)$/i,
      ],
    ],
  },
  {
    queryClass: 'head',
    query: 'cereal',
    judgments: [
      [
        3,
        /\b(corn flakes|bran flakes|honey nut flakes|rice pops|wheat biscuits|choco hoops|multigrain hoops|cocoa pillows)$/i,
      ],
      [2, /\b(granola|muesli|cornflakes)$/i],
      [1, /\b(porridge oats|jumbo oats|cereal bars)$/i],
    ],
  },
  { queryClass: 'head', query: 'crisps', judgments: CRISPS },
  {
    queryClass: 'head',
    query: 'flour',
    judgments: [
      [3, /\b(plain|self raising) flour$/i],
      [2, /\b(strong white bread flour|wholemeal flour)$/i],
      [1, /\b(plain flour blend|self raising flour blend)$/i],
    ],
  },
  { queryClass: 'head', query: 'bacon', judgments: BACON },
  {
    queryClass: 'head',
    query: 'cream',
    judgments: [
      [3, /\b(double|single|whipping) cream$/i],
      [2, /\b(clotted cream|soured cream|crème fraîche)$/i],
      [1, /\bice cream$/i],
    ],
  },
  {
    queryClass: 'head',
    query: 'sausages',
    judgments: [
      [3, /^(?!.*\borganic\b).*\b(pork|cumberland|lincolnshire|toulouse|pork & apple) sausages$/i],
      [
        2,
        /\b(pork chipolatas|beef sausages|chicken sausages|venison sausages|lamb & mint sausages|organic pork sausages)$/i,
      ],
      [1, /\b(plant-based sausages|sausage rolls|beans & sausages|pigs in blankets|hot dogs)$/i],
    ],
  },
  {
    queryClass: 'head',
    query: 'salmon',
    judgments: [
      [3, /^(?!.*\bcounter\b).*\b(skin-on )?salmon (fillets|steaks)$/i],
      [2, /\b(smoked salmon|hot smoked salmon flakes|counter salmon fillet)$/i],
      [
        1,
        /\b(red salmon|salmon fishcakes|salmon en croûte|smoked salmon blinis|salmon sushi selection|salmon & sweet potato)$/i,
      ],
    ],
  },
  {
    queryClass: 'head',
    query: 'onions',
    judgments: [
      [3, /^(?!.*\borganic\b).*\b(brown|red) onions$/i],
      [2, /\borganic .*onions$|\b(shallots|spring onions)$/i],
      [1, /\b(chopped onions|pickled onions)$/i],
    ],
  },
  {
    queryClass: 'head',
    query: 'cola',
    judgments: [
      [3, /^(?!.*\b(diet|zero|cherry)\b).*\bcola$/i],
      [2, /\b(diet|zero sugar|zero|cherry) cola$/i],
      [1, /\brum & cola cans$/i],
    ],
  },
  {
    queryClass: 'head',
    query: 'jam',
    judgments: [
      [3, /\b(strawberry|raspberry|apricot|blackcurrant) jam$/i],
      [1, /\b(jam doughnuts|fine cut marmalade|thick cut marmalade|lemon curd)$/i],
    ],
  },
  { queryClass: 'head', query: 'pizza', judgments: PIZZA.map(([, p]) => [3, p] as const) },

  // Two-word kinds: the kind named, not the head word's plain kind.
  { queryClass: 'two-word kind', query: 'semi skimmed milk', judgments: SEMI_SKIMMED_MILK },
  { queryClass: 'two-word kind', query: 'whole milk', judgments: WHOLE_MILK },
  {
    queryClass: 'two-word kind',
    query: 'goats cheese',
    judgments: [
      [3, /\bgoats cheese$/i],
      [1, /\bgoats cheese tartlets$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'milk chocolate',
    judgments: [
      [3, /^(?!.*dairy free).*\bmilk chocolate bar$/i],
      [
        2,
        /\b(hazelnut chocolate|salted caramel chocolate|chocolate buttons|chocolate honeycomb bites)$/i,
      ],
      [1, /\b(milk chocolate digestives|white chocolate|dark chocolate 70%)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'dairy free chocolate',
    judgments: [
      [3, /\bdairy free milk chocolate$|^Hillside Free From Dark Chocolate Buttons$/i],
      [2, /\bvegan chocolate$/i],
      [1, /\b(chocolate frozen dessert|chocolate dessert pots|dark chocolate( 70%)?)$/i],
    ],
  },
  { queryClass: 'two-word kind', query: 'icing sugar', judgments: ICING_SUGAR },
  {
    // Issue 21: the freezer shelf is "Frozen Peas & Beans", so its green beans said peas too.
    // Birchwood is the freezer's brand of garden peas; the others are tinned.
    queryClass: 'two-word kind',
    query: 'frozen peas',
    judgments: [
      [3, /^Birchwood Garden Peas$/i],
      [2, /\bpetits pois$/i],
      [1, /\b(garden peas|green beans|edamame beans)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'sliced bread',
    judgments: [
      [3, /\b((thick|medium) sliced white bread|wholemeal medium sliced bread)$/i],
      [2, /\bwhite sliced loaf$/i],
      [1, /\b(farmhouse white loaf|seeded brown bread|granary bread|multigrain loaf)$/i],
    ],
  },
  { queryClass: 'two-word kind', query: 'chicken breast', judgments: CHICKEN_BREAST },
  { queryClass: 'two-word kind', query: 'free range eggs', judgments: FREE_RANGE_EGGS },
  {
    queryClass: 'two-word kind',
    query: 'greek yogurt',
    judgments: [
      [3, /\b(0% fat )?greek style (natural )?yogurt$/i],
      [2, /\bgreek style honey yogurt$/i],
      [1, /\b(natural yogurt|skyr|high protein yogurt)$/i],
    ],
  },
  { queryClass: 'two-word kind', query: 'orange juice', judgments: ORANGE_JUICE },
  {
    queryClass: 'two-word kind',
    query: 'mature cheddar',
    judgments: [
      [3, /^(?!.*\bgrated\b).*\bmature cheddar$/i],
      [2, /\b(grated mature cheddar|vintage cheddar|counter cheddar)$/i],
      [1, /\b(mild cheddar|west country farmhouse cheddar|cheddar slices)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'red wine',
    judgments: [
      [
        3,
        /\b((chilean|french) merlot|merlot reserve|malbec( reserva)?|tempranillo|rioja (reserva|crianza)|syrah|shiraz( cabernet)?|pinot noir|bordeaux supérieur|cabernet sauvignon|chianti|montepulciano d'abruzzo|primitivo|valpolicella)$/i,
      ],
      [1, /\b(mulled wine|ruby port|grenache rosé)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'white wine',
    judgments: [
      [
        3,
        /\b(sauvignon blanc|sancerre|chablis|chardonnay|pinot grigio|gewürztraminer|picpoul de pinet|albariño|riesling|chenin blanc|viognier)$/i,
      ],
      [1, /\b(white wine vinegar|pinot grigio blush|fino sherry)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'granulated sugar',
    judgments: [
      [3, /\bgranulated sugar$/i],
      [1, /\b(caster|icing) sugar$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'brown bread',
    judgments: [
      [3, /\b(seeded brown bread|wholemeal medium sliced bread|granary bread)$/i],
      [2, /\b(brown seeded loaf|multigrain loaf|rye bread)$/i],
      [1, /\b(soft wholemeal rolls|wholemeal wraps|(thick|medium) sliced white bread)$/i],
    ],
  },
  { queryClass: 'two-word kind', query: 'plain flour', judgments: PLAIN_FLOUR },
  {
    queryClass: 'two-word kind',
    query: 'tomato ketchup',
    judgments: [
      [3, /\btomato ketchup$/i],
      [2, /\breduced sugar ketchup$/i],
      [1, /\b(brown sauce|barbecue sauce)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'peanut butter',
    judgments: [
      [3, /\b(crunchy|smooth) peanut butter$/i],
      [1, /\b(cashew|almond) butter$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'salted butter',
    judgments: [
      [3, /^(?!.*\bunsalted\b).*\bsalted butter$/i],
      [2, /\b(cornish|welsh) butter$/i],
      [1, /\b(unsalted|spreadable|organic) butter$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'chocolate milk',
    judgments: [
      [3, /\bchocolate milk$/i],
      [2, /\b(banana|strawberry) milkshake$/i],
      [1, /\b(hot chocolate|malted milk drink|protein milkshake)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'condensed milk',
    judgments: [
      [3, /\bcondensed milk$/i],
      [2, /\bevaporated milk$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'coconut milk',
    judgments: [
      [3, /\bcoconut milk$/i],
      [2, /\bcoconut drink$/i],
      [1, /\b(coconut water|coconut yogurt( alternative)?)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'ice cream',
    judgments: [
      [3, /\b(strawberry|chocolate|mint choc chip|vanilla|salted caramel) ice cream$/i],
      [2, /\b(choc ices|ice cream cones)$/i],
      [1, /\b(frozen yogurt|(vanilla|chocolate) frozen dessert|sorbet)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'green tea',
    judgments: [
      [3, /\b(jasmine )?green tea( with mint)?$/i],
      [1, /\b(english breakfast tea|camomile tea|peppermint tea)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'ground coffee',
    judgments: [
      [3, /^(?!.*\borganic\b).*\bground coffee$/i],
      [2, /\borganic ground coffee$/i],
      [1, /\b(espresso beans|house blend beans|single origin beans|instant coffee)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'instant coffee',
    judgments: [
      [3, /\b(gold|smooth) instant coffee$/i],
      [2, /\bdecaf instant coffee$/i],
      [1, /\bground coffee$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'cottage cheese',
    judgments: [
      [3, /\b(low fat )?cottage cheese$/i],
      [2, /\bcottage cheese with pineapple$/i],
      [1, /\b(soft cheese|ricotta)$/i],
    ],
  },
  {
    queryClass: 'two-word kind',
    query: 'smoked salmon',
    judgments: [
      [3, /^(?!.*hot smoked).*\bsmoked salmon$/i],
      [2, /\bhot smoked salmon flakes$/i],
      [
        1,
        /\b(smoked salmon blinis|smoked salmon platter|smoked haddock|smoked mackerel fillets)$/i,
      ],
    ],
  },
  { queryClass: 'two-word kind', query: 'beef mince', judgments: BEEF_MINCE },
  {
    queryClass: 'two-word kind',
    query: 'pale ale',
    judgments: [
      [3, /\bpale ale$/i],
      [2, /\b(session ipa|hazy ipa|ipa|golden ale)$/i],
      [1, /\b(best bitter|ruby ale|brown ale|alcohol free ipa)$/i],
    ],
  },

  // Brands: own label tiers and third parties, alone and with a kind.
  { queryClass: 'brand', query: 'hillside', judgments: [[3, /^Hillside /]] },
  {
    queryClass: 'brand',
    query: 'hillside essential',
    judgments: [
      [3, /^Hillside Essential /],
      [1, /^Hillside /],
    ],
  },
  {
    queryClass: 'brand',
    query: 'hillside no.1',
    judgments: [
      [3, /^Hillside No\.1 /],
      [1, /^Hillside /],
    ],
  },
  {
    queryClass: 'brand',
    query: 'hillside plant kitchen',
    judgments: [[3, /^Hillside Plant Kitchen /]],
  },
  {
    queryClass: 'brand',
    query: 'hillside milk',
    judgments: [
      [
        3,
        /^Hillside (?!.*\b(organic|uht|filtered|jersey)\b).*\b(semi skimmed|skimmed|whole) milk$/i,
      ],
      [2, /^Hillside .*\b(semi skimmed|skimmed|whole|1% fat|lactose free) milk$/i],
      [1, /\b(semi skimmed|skimmed|whole) milk$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'hillside organic milk',
    judgments: [
      [3, /^Hillside Organic .*\b(semi skimmed|whole|1% fat) milk$/i],
      [2, /\borganic .*\b(semi skimmed|whole|1% fat) milk$/i],
      [1, /^Hillside .*\b(semi skimmed|skimmed|whole) milk$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'hillside essential bread',
    judgments: [
      [
        3,
        /^Hillside Essential ((thick|medium) sliced white bread|seeded brown bread|granary bread|multigrain loaf)$/i,
      ],
      [
        2,
        /^Hillside Essential (white|rye|seeded) sourdough$|^Hillside Essential (ficelle|focaccia|tiger bloomer|pitta bread|freshly baked baguette|stone baked ciabatta)$/i,
      ],
      [1, /\b((thick|medium) sliced white bread|wholemeal medium sliced bread)$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'hillside free from bread',
    judgments: [
      [3, /^Hillside Free From (white sliced|brown seeded) loaf$/i],
      [
        2,
        /^Hillside Free From (bagels|wraps)$|^Wholehearted Bakery (brown seeded loaf|white sliced loaf)$/i,
      ],
      [1, /^Hillside Free From bread mix$/i],
    ],
  },
  { queryClass: 'brand', query: 'meadowcroft dairy', judgments: [[3, /^Meadowcroft Dairy /]] },
  {
    queryClass: 'brand',
    query: 'meadowcroft milk',
    judgments: [
      [3, /^Meadowcroft Dairy .*\b(semi skimmed|whole|1% fat) milk$/i],
      [1, /\b(semi skimmed|skimmed|whole) milk$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'montague cocoa chocolate',
    judgments: [
      [
        3,
        /^Montague Cocoa (milk chocolate bar|hazelnut chocolate|dark chocolate 70%|chocolate buttons|chocolate truffles|luxury chocolate selection)$/i,
      ],
      [2, /^Montague Cocoa /],
      [1, /\bmilk chocolate bar$/i],
    ],
  },
  { queryClass: 'brand', query: 'tollgate brewery', judgments: [[3, /^Tollgate Brewery /]] },
  {
    queryClass: 'brand',
    query: 'tollgate lager',
    judgments: [
      [3, /^Tollgate Brewery .*\b(lager|pilsner)$/i],
      [2, /^Tollgate Brewery (?!alcohol free).*\b(ale|ipa|stout|beer)$/i],
      [1, /^(?!.*alcohol free).*\b(lager|pilsner)$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'casa moretti pasta',
    judgments: [
      [
        3,
        /^Casa Moretti .*\b(tagliatelle|cannelloni tubes|rigatoni|pappardelle|spaghetti|macaroni|farfalle|beef ravioli)$/i,
      ],
      [
        1,
        /^Casa Moretti carbonara sauce$|\b(spaghetti|penne|fusilli|farfalle|rigatoni|linguine|macaroni)$/i,
      ],
    ],
  },
  {
    queryClass: 'brand',
    query: 'highfield hens eggs',
    judgments: [
      [3, /^Highfield Hens (?!organic).*free range eggs$/i],
      [2, /^Highfield Hens /],
      [1, /\bfree range eggs$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'crunch hollow crisps',
    judgments: [
      [3, /^Crunch Hollow .*crisps$/i],
      [2, /^Crunch Hollow (lentil curls|sea salt popcorn|light popcorn|baked crisps multipack)$/i],
      [1, /\b(ready salted|salt & vinegar|cheese & onion|prawn cocktail) crisps$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'penbryn cheddar',
    judgments: [
      [3, /^Penbryn Cheese Co (mature|counter) cheddar$/i],
      [2, /^Penbryn Cheese Co /],
      [1, /^(?!.*\bgrated\b).*\bcheddar$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'brightsmile toothpaste',
    judgments: [
      [3, /^Brightsmile .*toothpaste$/i],
      [2, /^Brightsmile /],
      [1, /\btoothpaste$/i],
    ],
  },
  {
    queryClass: 'brand',
    query: 'pennine brew tea',
    judgments: [
      [3, /^Pennine Brew (organic english breakfast tea|decaf tea bags|assam tea|earl grey)$/i],
      [2, /^Pennine Brew /],
      [1, /\b(english breakfast tea|everyday tea bags)$/i],
    ],
  },

  // Typos: judged as the word the shopper meant.
  { queryClass: 'typo', query: 'mlik', judgments: MILK },
  { queryClass: 'typo', query: 'chese', judgments: CHEESE },
  { queryClass: 'typo', query: 'bred', judgments: BREAD },
  { queryClass: 'typo', query: 'chocolte', judgments: CHOCOLATE },
  { queryClass: 'typo', query: 'suger', judgments: SUGAR },
  { queryClass: 'typo', query: 'bannanas', judgments: BANANAS },
  {
    queryClass: 'typo',
    query: 'cheddr',
    judgments: [
      [3, /^(?!.*\b(grated|counter)\b).*\bcheddar$/i],
      [2, /\b(grated mature cheddar|cheddar slices|counter cheddar)$/i],
      [1, /\bcheddar style block$/i],
    ],
  },
  { queryClass: 'typo', query: 'brocolli', judgments: BROCCOLI },
  { queryClass: 'typo', query: 'tomatoe', judgments: TOMATOES },
  { queryClass: 'typo', query: 'potatoe', judgments: POTATOES },
  { queryClass: 'typo', query: 'coffe', judgments: COFFEE },
  { queryClass: 'typo', query: 'yougurt', judgments: YOGURT },
  { queryClass: 'typo', query: 'buttter', judgments: BUTTER },
  { queryClass: 'typo', query: 'baccon', judgments: BACON },
  { queryClass: 'typo', query: 'chicken brest', judgments: CHICKEN_BREAST },
  { queryClass: 'typo', query: 'mozarella', judgments: MOZZARELLA },
  { queryClass: 'typo', query: 'blueberies', judgments: BLUEBERRIES },
  { queryClass: 'typo', query: 'orange juce', judgments: ORANGE_JUICE },
  { queryClass: 'typo', query: 'free rnage eggs', judgments: FREE_RANGE_EGGS },
  { queryClass: 'typo', query: 'icing suger', judgments: ICING_SUGAR },
  { queryClass: 'typo', query: 'whole mlik', judgments: WHOLE_MILK },
  { queryClass: 'typo', query: 'pepperoni piza', judgments: PIZZA },
  { queryClass: 'typo', query: 'semi skimed milk', judgments: SEMI_SKIMMED_MILK },

  // Synonyms and US words for British things (the ones search_synonyms knows, and a few it may not).
  {
    queryClass: 'synonym',
    query: 'zucchini',
    judgments: [
      [3, /\bcourgettes$/i],
      [1, /\bcourgetti$/i],
    ],
  },
  {
    queryClass: 'synonym',
    query: 'eggplant',
    judgments: [
      [3, /\baubergines$/i],
      [1, /\bbutternut squash$/i],
    ],
  },
  {
    queryClass: 'synonym',
    query: 'cilantro',
    judgments: [
      [3, /\b(growing )?coriander$/i],
      [1, /\b(carrot & coriander soup|garlic & coriander naan)$/i],
    ],
  },
  { queryClass: 'synonym', query: 'shrimp', judgments: PRAWNS },
  { queryClass: 'synonym', query: 'ground beef', judgments: BEEF_MINCE },
  {
    queryClass: 'synonym',
    query: 'cookies',
    judgments: [
      [
        3,
        /^(?!Hillside Free From).*\b(chocolate chip cookies|bakery cookies|freshly baked cookies)$/i,
      ],
      [2, /\b(chocolate chip cookies|vegan cookies|nut free cookies)$/i],
      [1, /\b(digestives|bourbons|custard creams|rich tea|ginger nuts|shortbread rounds)$/i],
    ],
  },
  {
    queryClass: 'synonym',
    query: 'diapers',
    judgments: [
      [3, /\b(size \d|newborn) nappies$/i],
      [2, /\bnappy pants$/i],
      [1, /\b(nappy bags|nappy cream|baby wipes)$/i],
    ],
  },
  {
    queryClass: 'synonym',
    query: 'hummus',
    judgments: [
      [3, /\b(reduced fat |red pepper )?houmous$/i],
      [1, /\b(falafel & houmous wrap|tzatziki|guacamole)$/i],
    ],
  },
  {
    queryClass: 'synonym',
    query: 'toilet paper',
    judgments: [
      [3, /\btoilet tissue$/i],
      [1, /\b(kitchen roll|facial tissues)$/i],
    ],
  },
  { queryClass: 'synonym', query: 'powdered sugar', judgments: ICING_SUGAR },
  { queryClass: 'synonym', query: 'all purpose flour', judgments: PLAIN_FLOUR },
  { queryClass: 'synonym', query: 'heavy cream', judgments: DOUBLE_CREAM },
  { queryClass: 'synonym', query: 'fries', judgments: CHIPS },
  {
    queryClass: 'synonym',
    query: 'potato chips',
    // American for crisps (as search_synonyms has it); to a British shopper it may mean oven chips.
    judgments: [...CRISPS, [1, /\b(straight cut|crinkle cut|chunky) chips$|\bskinny fries$/i]],
  },
  { queryClass: 'synonym', query: 'candy', judgments: SWEETS },
  {
    queryClass: 'synonym',
    query: 'paper towels',
    judgments: [
      [3, /\bkitchen roll$/i],
      [1, /\b(facial tissues|balsam tissues|toilet tissue)$/i],
    ],
  },
  {
    queryClass: 'synonym',
    query: 'oat milk',
    judgments: [
      [3, /\b(barista )?oat drink$/i],
      [2, /\b(soya|almond|coconut) drink$/i],
      [1, /\boat custard$/i],
    ],
  },
  { queryClass: 'synonym', query: 'yoghurt', judgments: YOGURT },
  {
    queryClass: 'synonym',
    query: 'flavored water',
    judgments: [
      [3, /\bflavoured water$/i],
      [1, /\b(still|sparkling) (spring|mineral) water$/i],
    ],
  },
  { queryClass: 'synonym', query: 'popsicles', judgments: ICE_LOLLIES },
  {
    queryClass: 'synonym',
    query: 'fish sticks',
    judgments: [
      [3, /^(?!.*free from).*\bfish fingers$/i],
      [2, /\bfree from fish fingers$/i],
      [1, /\b(vegetable fingers|breaded haddock|battered cod)$/i],
    ],
  },
  {
    queryClass: 'synonym',
    query: 'garbanzo beans',
    judgments: [
      [3, /\bchickpeas$/i],
      [1, /\b(houmous|falafel)$/i],
    ],
  },

  // Long tail: three or more words, sizes and dietary needs.
  {
    queryClass: 'long tail',
    query: 'gluten free pasta',
    judgments: [
      [
        3,
        /^(Hillside Free From|Free & Easy|Wholehearted Bakery|Pure Pantry) (penne|spaghetti|fusilli)$/i,
      ],
      [1, /\b(spaghetti|penne|fusilli)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'organic whole milk 2 pints',
    judgments: [
      [3, /\borganic .*whole milk$/i],
      [2, /\borganic .*\b(semi skimmed|1% fat) milk$/i],
      [1, /\bwhole milk$/i],
    ],
  },
  { queryClass: 'long tail', query: 'semi skimmed milk 4 pints', judgments: SEMI_SKIMMED_MILK },
  {
    queryClass: 'long tail',
    query: 'large free range eggs',
    judgments: [
      [3, /^(?!.*\borganic\b).*\blarge free range eggs$/i],
      [2, /\b(organic large free range eggs|free range eggs)$/i],
      [1, /\blarge eggs$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'lactose free milk',
    judgments: [
      [3, /\blactose free milk$/i],
      [1, /\b(oat|soya|almond) drink$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'dairy free milk',
    judgments: [
      [3, /\b(barista oat|oat|soya|almond|coconut) drink$/i],
      [2, /\blactose free milk$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'unsmoked back bacon',
    judgments: [
      [3, /\bunsmoked back bacon$/i],
      [2, /\b(smoked|dry cured) back bacon$/i],
      [1, /\bstreaky bacon$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'extra virgin olive oil',
    judgments: [
      [3, /\bextra virgin olive oil$/i],
      [2, /^(?!.*\blight\b).*\bolive oil$/i],
      [1, /\b(light olive oil|olive oil spray)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'gluten free bread',
    judgments: [
      [3, /^(Hillside Free From|Wholehearted Bakery) (white sliced|brown seeded) loaf$/i],
      [2, /^(Hillside Free From|Wholehearted Bakery) (bagels|wraps)$/i],
      [1, /\bbread mix$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'dairy free cheese',
    judgments: [
      [
        3,
        /\b(cheddar style block|grated mozzarella style|cream cheese alternative|vegan cheese alternative)$/i,
      ],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'vegan chocolate',
    judgments: [
      [
        3,
        /\b(vegan chocolate|dairy free milk chocolate)$|^Hillside Free From Dark Chocolate Buttons$/i,
      ],
      [
        1,
        /\b(vegan cookies|vegan protein balls|chocolate frozen dessert|chocolate dessert pots)$/i,
      ],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'low fat greek yogurt',
    judgments: [
      [3, /\b0% fat greek style yogurt$/i],
      [2, /\bgreek style (natural |honey )?yogurt$/i],
      [1, /\b(low fat cottage cheese|skyr|natural yogurt)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'reduced sugar baked beans',
    judgments: [
      [3, /\breduced sugar baked beans$/i],
      [2, /\bbaked beans$/i],
      [1, /\breduced sugar ketchup$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'salt and vinegar crisps',
    judgments: [
      [3, /\bsalt & vinegar crisps$/i],
      [
        1,
        /\b(ready salted|cheese & onion|prawn cocktail|sea salt & black pepper|hand cooked sea salt) crisps$/i,
      ],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'cheese and onion crisps',
    judgments: [
      [3, /\bcheese & onion crisps$/i],
      [1, /\b(ready salted|salt & vinegar|prawn cocktail|sea salt & black pepper) crisps$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'decaf tea bags',
    judgments: [
      [3, /\bdecaf tea bags$/i],
      [1, /\b(everyday tea bags|english breakfast tea|decaf instant coffee)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'alcohol free lager',
    judgments: [
      [3, /\balcohol free lager$/i],
      [2, /\balcohol free (ipa|stout)$/i],
      [1, /^(?!.*alcohol free).*\b(lager|pilsner)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'organic free range eggs',
    judgments: [
      [3, /\borganic (large )?free range eggs$/i],
      [1, /\bfree range eggs$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'mild cheddar cheese',
    judgments: [
      [3, /\bmild cheddar$/i],
      [1, /^(?!.*\bgrated\b).*\bcheddar$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'beef mince 5% fat',
    judgments: [
      [3, /\bbeef mince 5% fat$/i],
      [2, /\b(beef mince( \d+% fat)?|steak mince)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'non bio washing powder',
    judgments: [
      [3, /\bnon bio washing powder$/i],
      [2, /\b(bio washing powder|non bio laundry (liquid|capsules))$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'sugar free energy drink',
    judgments: [
      [3, /\bsugar free energy drink$/i],
      [2, /\benergy drink$/i],
      [1, /\b(sugar free lemonade|zero cola|isotonic sports drink)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'chocolate chip cookies',
    judgments: [
      [3, /\bchocolate chip cookies$/i],
      [2, /\b(bakery|freshly baked|vegan|nut free) cookies$/i],
      [1, /\b(chocolate chip brioche|chocolate chips|chocolate brownies)$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'free range whole chicken',
    judgments: [
      [3, /\bfree range whole chicken$/i],
      [2, /\b(corn fed |organic )?whole chicken$/i],
    ],
  },
  {
    queryClass: 'long tail',
    query: 'thick sliced white bread',
    judgments: [
      [3, /\bthick sliced white bread$/i],
      [2, /\bmedium sliced white bread$/i],
      [1, /\b(farmhouse white loaf|white sliced loaf|wholemeal medium sliced bread)$/i],
    ],
  },
];
