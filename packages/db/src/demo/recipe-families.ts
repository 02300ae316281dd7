import type { IngredientKey } from './recipe-ingredients.ts';

/**
 * The dishes the demo recipes are written from (decision 0083): each family is a dish with one
 * or two choices (the protein, the vegetable, the fruit…), and every combination is a recipe of
 * its own, with its title, ingredients, method, times and nutrition. Amounts are for the family's
 * `serves`.
 */

/** An ingredient line: amount (null: to taste), unit (null: a count), ingredient, note. */
export type Line = readonly [number | null, string | null, IngredientKey, string?];

export interface Choice {
  /** As the title says it, e.g. "Chicken". */
  label: string;
  /** As the method says it, e.g. "the chicken". */
  the: string;
  lines: readonly Line[];
  /** How the method cooks it, a sentence or two. */
  cook?: string;
  /** Added to the family's per-serving nutrition. */
  kcal?: number;
  protein?: number;
  fat?: number;
  /** Added to the cooking time. */
  minutes?: number;
  /** Extra collections this choice puts the recipe in. */
  collections?: readonly string[];
}

export interface Family {
  id: string;
  image: string;
  serves: number;
  prep: number;
  cook: number;
  collections: readonly string[];
  /** Per serving before the choices' additions. */
  base: {
    kcal: number;
    protein: number;
    fat: number;
    carbs: number;
    sugars: number;
    fibre: number;
    salt: number;
  };
  choices: readonly (readonly Choice[])[];
  /** At most this many of the combinations. */
  max?: number;
  title(c: readonly Choice[]): string;
  description(c: readonly Choice[]): string;
  /** The ingredient groups; a choice's lines are placed by the family. */
  groups(c: readonly Choice[]): { title: string | null; lines: readonly Line[] }[];
  steps(c: readonly Choice[]): string[];
}

const choice = (
  label: string,
  the: string,
  lines: readonly Line[],
  extra: Partial<Choice> = {},
): Choice => ({
  label,
  the,
  lines,
  ...extra,
});

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const first = (c: readonly Choice[]) => c[0] as Choice;
const second = (c: readonly Choice[]) => c[1] as Choice;

// Proteins shared by several dishes.
const STIR_FRY_PROTEINS = [
  choice('Chicken', 'the chicken', [[2, null, 'chickenBreast', 'cut into strips']], {
    cook: 'Stir-fry the chicken for 5–6 minutes until golden and cooked through, then lift it out.',
    kcal: 180,
    protein: 32,
    fat: 4,
  }),
  choice('Beef', 'the beef', [[2, null, 'steak', 'fat trimmed, thinly sliced']], {
    cook: 'Sear the beef in two batches for 1–2 minutes so it stays pink in the middle, then lift it out.',
    kcal: 220,
    protein: 30,
    fat: 10,
  }),
  choice('Prawn', 'the prawns', [[250, 'g', 'prawns']], {
    cook: 'Stir-fry the prawns for 2–3 minutes until pink all over, then lift them out.',
    kcal: 90,
    protein: 20,
    fat: 1,
  }),
  choice('Tofu', 'the tofu', [[280, 'g', 'tofu', 'pressed and cubed']], {
    cook: 'Fry the tofu for 8 minutes, turning, until crisp on every side, then lift it out.',
    kcal: 150,
    protein: 16,
    fat: 9,
  }),
  choice('Pork', 'the pork', [[1, null, 'porkFillet', 'thinly sliced']], {
    cook: 'Stir-fry the pork for 4–5 minutes until no longer pink, then lift it out.',
    kcal: 170,
    protein: 28,
    fat: 6,
  }),
];

const CURRY_MAINS = [
  choice('Chicken', 'the chicken', [[500, 'g', 'chickenThigh', 'cut into chunks']], {
    cook: 'Add the chicken and cook for 5 minutes until sealed all over.',
    kcal: 210,
    protein: 30,
    fat: 9,
    minutes: 10,
  }),
  choice(
    'Chickpea & spinach',
    'the chickpeas',
    [
      [2, 'x 400g tins', 'chickpeas', 'drained'],
      [200, 'g', 'spinach'],
    ],
    {
      cook: 'Add the chickpeas, then stir the spinach through at the end until it wilts.',
      kcal: 190,
      protein: 9,
      fat: 4,
    },
  ),
  choice(
    'Sweet potato & chickpea',
    'the sweet potato',
    [
      [2, null, 'sweetPotato', 'peeled and cubed'],
      [400, 'g', 'chickpeas', 'drained'],
    ],
    {
      cook: 'Add the sweet potato and chickpeas and cook until the potato is just tender.',
      kcal: 220,
      protein: 8,
      fat: 3,
      minutes: 10,
    },
  ),
  choice('King prawn', 'the prawns', [[300, 'g', 'prawns']], {
    cook: 'Add the prawns for the last 3 minutes, until pink all over.',
    kcal: 90,
    protein: 20,
    fat: 1,
  }),
  choice(
    'Cauliflower & pea',
    'the cauliflower',
    [
      [1, null, 'cauliflower', 'broken into florets'],
      [150, 'g', 'peas'],
    ],
    {
      cook: 'Add the cauliflower and cook until just tender, stirring the peas in for the last 3 minutes.',
      kcal: 110,
      protein: 6,
      fat: 2,
    },
  ),
  choice('Lamb', 'the lamb', [[500, 'g', 'dicedLamb']], {
    cook: 'Brown the lamb in batches, then return it all to the pan and simmer gently until tender.',
    kcal: 280,
    protein: 28,
    fat: 16,
    minutes: 60,
  }),
  choice(
    'Butternut squash & lentil',
    'the squash',
    [
      [1, null, 'squash', 'peeled and cubed'],
      [150, 'g', 'greenLentils', 'rinsed'],
    ],
    {
      cook: 'Add the squash and lentils with an extra 200ml water and simmer until both are tender.',
      kcal: 200,
      protein: 10,
      fat: 2,
      minutes: 15,
    },
  ),
  choice(
    'Aubergine & potato',
    'the aubergine',
    [
      [1, null, 'aubergine', 'cubed'],
      [400, 'g', 'babyPotato', 'halved'],
    ],
    {
      cook: 'Fry the aubergine until golden, then add the potatoes and simmer until tender.',
      kcal: 180,
      protein: 4,
      fat: 6,
      minutes: 10,
    },
  ),
];

const THAI_MAINS = [
  choice('Chicken', 'the chicken', [[400, 'g', 'chickenBreast', 'sliced']], {
    kcal: 160,
    protein: 30,
    fat: 4,
  }),
  choice('Prawn', 'the prawns', [[300, 'g', 'prawns']], { kcal: 90, protein: 20, fat: 1 }),
  choice(
    'Tofu & vegetable',
    'the tofu',
    [
      [280, 'g', 'tofu', 'cubed'],
      [150, 'g', 'greenBeans', 'trimmed'],
    ],
    { kcal: 140, protein: 14, fat: 8 },
  ),
  choice('Salmon', 'the salmon', [[4, null, 'salmon', 'skin removed, cut into chunks']], {
    kcal: 230,
    protein: 24,
    fat: 14,
  }),
  choice(
    'Squash & spinach',
    'the squash',
    [
      [1, null, 'squash', 'peeled and cubed'],
      [150, 'g', 'spinach'],
    ],
    { kcal: 120, protein: 4, fat: 2, minutes: 10 },
  ),
];

const PASTA_CREAMY = [
  choice('Mushroom', 'the mushrooms', [[300, 'g', 'mushrooms', 'sliced']], {
    kcal: 40,
    protein: 3,
    fat: 1,
  }),
  choice(
    'Smoked salmon & pea',
    'the smoked salmon',
    [
      [150, 'g', 'smokedSalmon', 'torn into strips'],
      [150, 'g', 'peas'],
    ],
    { kcal: 120, protein: 14, fat: 5 },
  ),
  choice(
    'Chicken & broccoli',
    'the chicken',
    [
      [2, null, 'chickenBreast', 'sliced'],
      [1, null, 'broccoli', 'cut into small florets'],
    ],
    { kcal: 170, protein: 28, fat: 4 },
  ),
  choice(
    'Bacon & pea',
    'the bacon',
    [
      [200, 'g', 'lardons'],
      [150, 'g', 'peas'],
    ],
    { kcal: 190, protein: 12, fat: 14 },
  ),
  choice(
    'Spinach & lemon',
    'the spinach',
    [
      [200, 'g', 'spinach'],
      [1, null, 'lemon', 'zest and juice'],
    ],
    { kcal: 30, protein: 2, fat: 0 },
  ),
  choice(
    'Leek & mushroom',
    'the leeks',
    [
      [2, null, 'leek', 'sliced'],
      [200, 'g', 'mushrooms', 'sliced'],
    ],
    { kcal: 60, protein: 3, fat: 1 },
  ),
  choice(
    'Prawn & courgette',
    'the prawns',
    [
      [200, 'g', 'prawns'],
      [2, null, 'courgette', 'grated'],
    ],
    { kcal: 80, protein: 16, fat: 1 },
  ),
];
const CREAMY_SAUCES = [
  choice('crème fraîche', 'the crème fraîche', [[200, 'ml', 'cremeFraiche']], {
    kcal: 150,
    fat: 15,
  }),
  choice(
    'garlic & Parmesan',
    'the cream',
    [
      [150, 'ml', 'doubleCream'],
      [40, 'g', 'parmesan', 'finely grated'],
    ],
    { kcal: 210, fat: 21, protein: 4 },
  ),
];

const BOLOGNESE = [
  choice('Beef', 'the mince', [[500, 'g', 'beefMince']], { kcal: 250, protein: 26, fat: 14 }),
  choice(
    'Pork & beef',
    'the mince',
    [
      [250, 'g', 'beefMince'],
      [250, 'g', 'porkMince'],
    ],
    { kcal: 260, protein: 25, fat: 16 },
  ),
  choice('Turkey', 'the turkey mince', [[500, 'g', 'turkeyMince']], {
    kcal: 180,
    protein: 28,
    fat: 6,
  }),
  choice('Meat-free', 'the meat-free mince', [[500, 'g', 'meatFreeMince']], {
    kcal: 150,
    protein: 18,
    fat: 3,
  }),
  choice('Green lentil', 'the lentils', [[250, 'g', 'greenLentils', 'rinsed']], {
    kcal: 170,
    protein: 12,
    fat: 1,
    minutes: 15,
  }),
];
const PASTA_SHAPES = [
  choice('spaghetti', 'the spaghetti', [[400, 'g', 'spaghetti']]),
  choice('tagliatelle', 'the tagliatelle', [[400, 'g', 'tagliatelle']]),
];

const CHILLIES = [
  choice(
    'Chilli con carne',
    'the mince',
    [
      [500, 'g', 'beefMince'],
      [400, 'g', 'kidneyBeans', 'drained'],
    ],
    { kcal: 280, protein: 28, fat: 13 },
  ),
  choice(
    'Three-bean chilli',
    'the beans',
    [
      [400, 'g', 'kidneyBeans', 'drained'],
      [400, 'g', 'blackBeans', 'drained'],
      [400, 'g', 'chickpeas', 'drained'],
    ],
    { kcal: 230, protein: 13, fat: 3 },
  ),
  choice(
    'Sweet potato & black bean chilli',
    'the sweet potato',
    [
      [2, null, 'sweetPotato', 'cubed'],
      [800, 'g', 'blackBeans', 'drained'],
    ],
    { kcal: 250, protein: 11, fat: 2, minutes: 10 },
  ),
  choice(
    'Turkey chilli',
    'the turkey mince',
    [
      [500, 'g', 'turkeyMince'],
      [400, 'g', 'kidneyBeans', 'drained'],
    ],
    { kcal: 220, protein: 30, fat: 5 },
  ),
  choice(
    'Meat-free chilli',
    'the meat-free mince',
    [
      [500, 'g', 'meatFreeMince'],
      [400, 'g', 'kidneyBeans', 'drained'],
    ],
    { kcal: 200, protein: 20, fat: 3 },
  ),
];
const CHILLI_SIDES = [
  choice('with rice', 'the rice', [[300, 'g', 'longGrain']], { kcal: 260, protein: 5 }),
  choice('in baked potatoes', 'the potatoes', [[4, null, 'bakingPotato']], {
    kcal: 220,
    protein: 5,
    minutes: 45,
  }),
  choice('with tortilla wraps', 'the wraps', [[8, null, 'wraps']], {
    kcal: 280,
    protein: 8,
    fat: 6,
  }),
];

const RISOTTOS = [
  choice('Mushroom', 'the mushrooms', [[300, 'g', 'mushrooms', 'sliced']], { kcal: 30 }),
  choice(
    'Butternut squash',
    'the squash',
    [[1, null, 'squash', 'peeled and cut into small cubes']],
    { kcal: 60, minutes: 10 },
  ),
  choice(
    'Pea & mint',
    'the peas',
    [
      [300, 'g', 'peas'],
      [1, 'small bunch', 'mint', 'chopped'],
    ],
    { kcal: 70, protein: 5 },
  ),
  choice(
    'Prawn & lemon',
    'the prawns',
    [
      [300, 'g', 'prawns'],
      [1, null, 'lemon', 'zest and juice'],
    ],
    { kcal: 90, protein: 18 },
  ),
  choice(
    'Chicken & leek',
    'the chicken',
    [
      [2, null, 'chickenBreast', 'diced'],
      [2, null, 'leek', 'sliced'],
    ],
    { kcal: 160, protein: 28, fat: 3 },
  ),
  choice(
    'Spinach & lemon',
    'the spinach',
    [
      [200, 'g', 'spinach'],
      [1, null, 'lemon', 'zest'],
    ],
    { kcal: 20 },
  ),
  choice(
    'Beetroot & goats cheese',
    'the beetroot',
    [
      [250, 'g', 'beetroot', 'diced'],
      [125, 'g', 'goatsCheese', 'crumbled'],
    ],
    { kcal: 110, protein: 6, fat: 7 },
  ),
];

const SOUPS = [
  choice(
    'Carrot & coriander',
    'the carrots',
    [
      [750, 'g', 'carrot', 'sliced'],
      [1, 'small bunch', 'coriander', 'chopped'],
    ],
    { kcal: 90 },
  ),
  choice(
    'Leek & potato',
    'the leeks',
    [
      [3, null, 'leek', 'sliced'],
      [500, 'g', 'potato', 'peeled and cubed'],
    ],
    { kcal: 150, protein: 3 },
  ),
  choice(
    'Tomato & basil',
    'the tomatoes',
    [
      [1, 'kg', 'tomatoes', 'roughly chopped'],
      [1, 'small bunch', 'basil'],
    ],
    { kcal: 80 },
  ),
  choice('Roasted butternut squash', 'the squash', [[1, null, 'squash', 'peeled and cubed']], {
    kcal: 110,
    minutes: 20,
  }),
  choice(
    'Pea & mint',
    'the peas',
    [
      [600, 'g', 'peas'],
      [1, 'small bunch', 'mint'],
    ],
    { kcal: 120, protein: 7 },
  ),
  choice(
    'Broccoli & Cheddar',
    'the broccoli',
    [
      [2, null, 'broccoli', 'cut into florets'],
      [100, 'g', 'cheddar', 'grated'],
    ],
    { kcal: 160, protein: 9, fat: 9 },
  ),
  choice(
    'Spiced lentil',
    'the lentils',
    [
      [200, 'g', 'greenLentils', 'rinsed'],
      [2, null, 'carrot', 'diced'],
      [1, 'tsp', 'cumin'],
    ],
    { kcal: 170, protein: 11, minutes: 15 },
  ),
  choice(
    'Roasted red pepper',
    'the peppers',
    [
      [4, null, 'redPepper', 'deseeded and quartered'],
      [400, 'g', 'choppedTomatoes'],
    ],
    { kcal: 100, minutes: 15 },
  ),
  choice(
    'Mushroom & thyme',
    'the mushrooms',
    [
      [500, 'g', 'mushrooms', 'sliced'],
      [100, 'ml', 'doubleCream'],
    ],
    { kcal: 140, fat: 10 },
  ),
  choice(
    'Spiced parsnip',
    'the parsnips',
    [
      [750, 'g', 'parsnip', 'peeled and chopped'],
      [1, 'tsp', 'garamMasala'],
    ],
    { kcal: 160 },
  ),
  choice(
    'Minestrone',
    'the vegetables',
    [
      [2, null, 'carrot', 'diced'],
      [2, null, 'celery', 'diced'],
      [400, 'g', 'choppedTomatoes'],
      [100, 'g', 'penne'],
    ],
    { kcal: 180, protein: 6 },
  ),
  choice(
    'Chicken noodle',
    'the chicken',
    [
      [2, null, 'chickenBreast'],
      [150, 'g', 'eggNoodles'],
      [2, null, 'carrot', 'diced'],
    ],
    { kcal: 230, protein: 24, fat: 3 },
  ),
  choice(
    'Sweet potato & coconut',
    'the sweet potato',
    [
      [3, null, 'sweetPotato', 'peeled and cubed'],
      [400, 'ml', 'coconutMilk'],
    ],
    { kcal: 230, fat: 12 },
  ),
  choice(
    'Cauliflower cheese',
    'the cauliflower',
    [
      [1, null, 'cauliflower', 'broken into florets'],
      [100, 'g', 'cheddar', 'grated'],
    ],
    { kcal: 170, protein: 9, fat: 10 },
  ),
];

const TRAYBAKES = [
  choice(
    'Chicken & sweet potato',
    'the chicken',
    [
      [8, null, 'chickenThigh'],
      [3, null, 'sweetPotato', 'cut into wedges'],
    ],
    { kcal: 420, protein: 34, fat: 14 },
  ),
  choice(
    'Sausage & apple',
    'the sausages',
    [
      [8, null, 'sausages'],
      [3, null, 'apple', 'cored and quartered'],
      [2, null, 'redOnion', 'cut into wedges'],
    ],
    { kcal: 480, protein: 20, fat: 28 },
  ),
  choice(
    'Salmon & new potato',
    'the salmon',
    [
      [4, null, 'salmon'],
      [600, 'g', 'babyPotato', 'halved'],
      [200, 'g', 'greenBeans'],
    ],
    { kcal: 430, protein: 30, fat: 18, collections: ['healthy'] },
  ),
  choice(
    'Halloumi & vegetable',
    'the halloumi',
    [
      [250, 'g', 'halloumi', 'sliced'],
      [2, null, 'courgette', 'chunks'],
      [2, null, 'redPepper', 'chunks'],
    ],
    { kcal: 380, protein: 20, fat: 24 },
  ),
  choice(
    'Chickpea & squash',
    'the chickpeas',
    [
      [800, 'g', 'chickpeas', 'drained'],
      [1, null, 'squash', 'cubed'],
      [2, null, 'redOnion', 'wedges'],
    ],
    { kcal: 330, protein: 12, fat: 8, collections: ['healthy'] },
  ),
  choice(
    'Pork chop & apple',
    'the pork chops',
    [
      [4, null, 'porkChops'],
      [2, null, 'apple', 'cut into wedges'],
      [500, 'g', 'babyPotato', 'halved'],
    ],
    { kcal: 450, protein: 34, fat: 18 },
  ),
  choice(
    'Cod & cherry tomato',
    'the cod',
    [
      [4, null, 'cod'],
      [300, 'g', 'cherryTomatoes'],
      [500, 'g', 'babyPotato', 'halved'],
    ],
    { kcal: 320, protein: 30, fat: 6, collections: ['healthy'] },
  ),
  choice(
    'Harissa chicken & chickpea',
    'the chicken',
    [
      [8, null, 'chickenThigh'],
      [2, 'tbsp', 'harissa'],
      [400, 'g', 'chickpeas', 'drained'],
    ],
    { kcal: 460, protein: 38, fat: 16 },
  ),
  choice(
    'Cauliflower & chickpea',
    'the cauliflower',
    [
      [1, null, 'cauliflower', 'florets'],
      [400, 'g', 'chickpeas', 'drained'],
      [1, 'tsp', 'turmeric'],
    ],
    { kcal: 260, protein: 11, fat: 8, collections: ['healthy'] },
  ),
  choice(
    'Veggie sausage & root vegetable',
    'the sausages',
    [
      [8, null, 'veggieSausages'],
      [3, null, 'carrot', 'chunks'],
      [2, null, 'parsnip', 'chunks'],
    ],
    { kcal: 380, protein: 18, fat: 16 },
  ),
];

const FILLINGS = [
  choice('Chicken', 'the chicken', [[3, null, 'chickenBreast', 'cut into strips']], {
    kcal: 170,
    protein: 30,
    fat: 4,
  }),
  choice('Steak', 'the steak', [[2, null, 'steak', 'thinly sliced']], {
    kcal: 200,
    protein: 28,
    fat: 9,
  }),
  choice('Halloumi', 'the halloumi', [[250, 'g', 'halloumi', 'sliced']], {
    kcal: 200,
    protein: 13,
    fat: 16,
  }),
  choice('Black bean', 'the black beans', [[800, 'g', 'blackBeans', 'drained']], {
    kcal: 160,
    protein: 10,
    fat: 1,
  }),
  choice('Prawn', 'the prawns', [[300, 'g', 'prawns']], { kcal: 80, protein: 18, fat: 1 }),
  choice('Mushroom', 'the mushrooms', [[400, 'g', 'mushrooms', 'thickly sliced']], {
    kcal: 40,
    protein: 3,
    fat: 1,
  }),
];
const WRAP_FORMATS = [
  choice('fajitas', 'the fajitas', [[8, null, 'wraps']], { kcal: 260, protein: 8, fat: 6 }),
  choice(
    'burrito bowls',
    'the bowls',
    [
      [250, 'g', 'longGrain'],
      [1, null, 'avocado'],
    ],
    { kcal: 300, protein: 6, fat: 8 },
  ),
  choice(
    'quesadillas',
    'the quesadillas',
    [
      [8, null, 'wraps'],
      [150, 'g', 'cheddar', 'grated'],
    ],
    { kcal: 380, protein: 16, fat: 16 },
  ),
];

const FISH = [
  choice('Salmon', 'the salmon', [[4, null, 'salmon']], { kcal: 280, protein: 28, fat: 18 }),
  choice('Cod', 'the cod', [[4, null, 'cod']], { kcal: 150, protein: 30, fat: 2 }),
];
const FISH_STYLES = [
  choice(
    'Lemon & herb',
    'the herb butter',
    [
      [40, 'g', 'butter', 'softened'],
      [1, null, 'lemon'],
      [1, 'small bunch', 'parsley', 'chopped'],
      [500, 'g', 'babyPotato'],
      [200, 'g', 'greenBeans'],
    ],
    { kcal: 200, fat: 9 },
  ),
  choice(
    'Teriyaki',
    'the glaze',
    [
      [3, 'tbsp', 'soySauce'],
      [2, 'tbsp', 'honey'],
      [1, 'thumb', 'ginger', 'grated'],
      [250, 'g', 'jasmine'],
      [1, null, 'broccoli'],
    ],
    { kcal: 320, protein: 6 },
  ),
  choice(
    'Pesto-crusted',
    'the pesto crust',
    [
      [3, 'tbsp', 'pesto'],
      [250, 'g', 'cherryTomatoes'],
      [500, 'g', 'babyPotato'],
    ],
    { kcal: 230, fat: 10 },
  ),
  choice(
    'Crispy',
    'the crumb',
    [
      [50, 'g', 'sourdough', 'made into crumbs'],
      [1, null, 'lemon'],
      [500, 'g', 'peas'],
      [20, 'g', 'butter'],
    ],
    { kcal: 260, fat: 8, protein: 8 },
  ),
  choice(
    'Harissa',
    'the harissa',
    [
      [2, 'tbsp', 'harissa'],
      [200, 'g', 'couscous'],
      [1, null, 'courgette', 'diced'],
    ],
    { kcal: 250, fat: 4, protein: 7 },
  ),
  choice(
    'Thai-spiced',
    'the paste',
    [
      [2, 'tbsp', 'thaiRedPaste'],
      [1, null, 'lime'],
      [250, 'g', 'jasmine'],
      [200, 'g', 'mangetout'],
    ],
    { kcal: 300, protein: 6 },
  ),
];

const SALADS = [
  choice(
    'Halloumi & couscous',
    'the halloumi',
    [
      [250, 'g', 'halloumi'],
      [200, 'g', 'couscous'],
      [1, null, 'cucumber', 'diced'],
      [250, 'g', 'cherryTomatoes', 'halved'],
    ],
    { kcal: 480, protein: 22, fat: 24 },
  ),
  choice(
    'Chicken Caesar',
    'the chicken',
    [
      [3, null, 'chickenBreast'],
      [2, null, 'lettuce', 'leaves separated'],
      [40, 'g', 'parmesan', 'shaved'],
      [2, 'slices', 'sourdough', 'for croutons'],
      [3, 'tbsp', 'mayonnaise'],
    ],
    { kcal: 450, protein: 40, fat: 22 },
  ),
  choice(
    'Chickpea & quinoa',
    'the quinoa',
    [
      [200, 'g', 'quinoa'],
      [400, 'g', 'chickpeas', 'drained'],
      [1, null, 'redPepper', 'diced'],
      [1, 'small bunch', 'parsley'],
    ],
    { kcal: 380, protein: 15, fat: 10, collections: ['healthy'] },
  ),
  choice(
    'Goats cheese & beetroot',
    'the goats cheese',
    [
      [125, 'g', 'goatsCheese'],
      [250, 'g', 'beetroot', 'wedges'],
      [100, 'g', 'spinach'],
      [50, 'g', 'almonds', 'toasted'],
    ],
    { kcal: 330, protein: 13, fat: 22 },
  ),
  choice(
    'Prawn & avocado',
    'the prawns',
    [
      [250, 'g', 'cookedPrawns'],
      [2, null, 'avocado', 'sliced'],
      [2, null, 'lettuce'],
      [1, null, 'lime'],
    ],
    { kcal: 290, protein: 20, fat: 19, collections: ['healthy'] },
  ),
  choice(
    'Tuna niçoise',
    'the tuna',
    [
      [2, 'x 145g tins', 'tuna', 'drained'],
      [4, null, 'eggs'],
      [300, 'g', 'babyPotato'],
      [150, 'g', 'greenBeans'],
    ],
    { kcal: 360, protein: 32, fat: 14, collections: ['healthy'] },
  ),
  choice(
    'Smoked salmon & new potato',
    'the smoked salmon',
    [
      [200, 'g', 'smokedSalmon'],
      [500, 'g', 'babyPotato'],
      [1, null, 'cucumber'],
      [3, 'tbsp', 'cremeFraiche'],
    ],
    { kcal: 340, protein: 20, fat: 14 },
  ),
  choice(
    'Roasted squash & kale',
    'the squash',
    [
      [1, null, 'squash', 'cubed'],
      [100, 'g', 'kale', 'shredded'],
      [400, 'g', 'chickpeas', 'drained'],
      [2, 'tbsp', 'tahini'],
    ],
    { kcal: 320, protein: 11, fat: 12, collections: ['healthy'] },
  ),
  choice(
    'Steak & rocket',
    'the steak',
    [
      [2, null, 'steak'],
      [100, 'g', 'spinach'],
      [250, 'g', 'cherryTomatoes'],
      [30, 'g', 'parmesan'],
    ],
    { kcal: 360, protein: 34, fat: 20 },
  ),
  choice(
    'Crunchy Asian-style tofu',
    'the tofu',
    [
      [280, 'g', 'tofu'],
      [1, null, 'cucumber', 'ribbons'],
      [2, null, 'carrot', 'ribbons'],
      [50, 'g', 'cashews'],
      [2, 'tbsp', 'soySauce'],
    ],
    { kcal: 300, protein: 16, fat: 18, collections: ['healthy'] },
  ),
];

const BURGERS = [
  choice('Classic beef', 'the beef', [[500, 'g', 'beefMince']], {
    kcal: 330,
    protein: 28,
    fat: 20,
  }),
  choice(
    'Lamb & mint',
    'the lamb',
    [
      [500, 'g', 'lambMince'],
      [1, 'small bunch', 'mint', 'chopped'],
    ],
    { kcal: 350, protein: 26, fat: 24 },
  ),
  choice(
    'Spiced chickpea',
    'the chickpeas',
    [
      [800, 'g', 'chickpeas', 'drained'],
      [1, 'tsp', 'cumin'],
      [2, 'tbsp', 'plainFlour'],
    ],
    { kcal: 230, protein: 10, fat: 5 },
  ),
  choice(
    'Turkey & sweetcorn',
    'the turkey',
    [
      [500, 'g', 'turkeyMince'],
      [150, 'g', 'sweetcorn'],
    ],
    { kcal: 220, protein: 30, fat: 6 },
  ),
  choice(
    'Halloumi & pepper',
    'the halloumi',
    [
      [250, 'g', 'halloumi', 'thickly sliced'],
      [2, null, 'redPepper', 'quartered'],
    ],
    { kcal: 260, protein: 16, fat: 19 },
  ),
  choice(
    'Pork & apple',
    'the pork',
    [
      [500, 'g', 'porkMince'],
      [1, null, 'apple', 'grated'],
    ],
    { kcal: 300, protein: 26, fat: 18 },
  ),
  choice(
    'Black bean',
    'the beans',
    [
      [800, 'g', 'blackBeans', 'drained'],
      [1, 'tsp', 'paprika'],
      [50, 'g', 'oats'],
    ],
    { kcal: 220, protein: 11, fat: 3 },
  ),
];

const PIES = [
  choice(
    'Cottage pie',
    'the beef',
    [
      [500, 'g', 'beefMince'],
      [2, null, 'carrot', 'diced'],
      [1, 'kg', 'potato', 'for the mash'],
      [50, 'g', 'butter'],
    ],
    { kcal: 520, protein: 30, fat: 24 },
  ),
  choice(
    'Shepherd’s pie',
    'the lamb',
    [
      [500, 'g', 'lambMince'],
      [2, null, 'carrot', 'diced'],
      [1, 'kg', 'potato', 'for the mash'],
      [50, 'g', 'butter'],
    ],
    { kcal: 540, protein: 28, fat: 28 },
  ),
  choice(
    'Lentil cottage pie',
    'the lentils',
    [
      [250, 'g', 'greenLentils'],
      [2, null, 'carrot', 'diced'],
      [1, 'kg', 'sweetPotato', 'for the mash'],
      [2, 'tbsp', 'oliveOil'],
    ],
    { kcal: 420, protein: 16, fat: 8 },
  ),
  choice(
    'Fish pie',
    'the fish',
    [
      [400, 'g', 'cod', 'in chunks'],
      [200, 'g', 'smokedSalmon'],
      [150, 'g', 'cookedPrawns'],
      [1, 'kg', 'potato', 'for the mash'],
      [500, 'ml', 'milk'],
    ],
    { kcal: 560, protein: 38, fat: 22 },
  ),
  choice(
    'Chicken & leek pie',
    'the chicken',
    [
      [600, 'g', 'chickenThigh'],
      [2, null, 'leek', 'sliced'],
      [1, null, 'puffPastry'],
      [200, 'ml', 'cremeFraiche'],
    ],
    { kcal: 620, protein: 34, fat: 36 },
  ),
  choice(
    'Mushroom & spinach pie',
    'the mushrooms',
    [
      [500, 'g', 'mushrooms'],
      [200, 'g', 'spinach'],
      [1, null, 'puffPastry'],
      [150, 'g', 'softCheese'],
    ],
    { kcal: 480, protein: 12, fat: 30 },
  ),
  choice(
    'Steak & mushroom pie',
    'the beef',
    [
      [800, 'g', 'dicedBeef'],
      [250, 'g', 'mushrooms'],
      [1, null, 'puffPastry'],
    ],
    { kcal: 610, protein: 42, fat: 32, minutes: 90 },
  ),
];

const EGG_DISHES = [
  choice(
    'Spinach & feta frittata',
    'the spinach',
    [
      [8, null, 'eggs'],
      [200, 'g', 'spinach'],
      [100, 'g', 'feta', 'crumbled'],
    ],
    { kcal: 260, protein: 20, fat: 18 },
  ),
  choice(
    'Pea, mint & potato frittata',
    'the potatoes',
    [
      [8, null, 'eggs'],
      [300, 'g', 'babyPotato', 'sliced'],
      [150, 'g', 'peas'],
      [1, 'small bunch', 'mint'],
    ],
    { kcal: 290, protein: 18, fat: 15 },
  ),
  choice(
    'Shakshuka',
    'the tomatoes',
    [
      [6, null, 'eggs'],
      [800, 'g', 'choppedTomatoes'],
      [2, null, 'redPepper', 'sliced'],
      [1, 'tsp', 'paprika'],
    ],
    { kcal: 230, protein: 14, fat: 12 },
  ),
  choice(
    'Mushroom & Cheddar omelette',
    'the mushrooms',
    [
      [6, null, 'eggs'],
      [200, 'g', 'mushrooms'],
      [60, 'g', 'cheddar'],
    ],
    { kcal: 310, protein: 22, fat: 23 },
  ),
  choice(
    'Smoked salmon scrambled eggs',
    'the salmon',
    [
      [6, null, 'eggs'],
      [100, 'g', 'smokedSalmon'],
      [4, 'slices', 'sourdough'],
      [20, 'g', 'butter'],
    ],
    { kcal: 380, protein: 26, fat: 20 },
  ),
  choice(
    'Courgette & goats cheese frittata',
    'the courgettes',
    [
      [8, null, 'eggs'],
      [2, null, 'courgette', 'grated'],
      [100, 'g', 'goatsCheese'],
    ],
    { kcal: 270, protein: 19, fat: 19 },
  ),
  choice(
    'Huevos rancheros',
    'the beans',
    [
      [4, null, 'eggs'],
      [400, 'g', 'blackBeans'],
      [4, null, 'wraps'],
      [1, null, 'avocado'],
    ],
    { kcal: 420, protein: 20, fat: 18 },
  ),
  choice(
    'Bacon & leek frittata',
    'the bacon',
    [
      [8, null, 'eggs'],
      [150, 'g', 'lardons'],
      [1, null, 'leek', 'sliced'],
    ],
    { kcal: 300, protein: 22, fat: 21 },
  ),
];

const STEWS = [
  choice(
    'Beef & carrot casserole',
    'the beef',
    [
      [800, 'g', 'dicedBeef'],
      [4, null, 'carrot', 'chunks'],
      [1, null, 'beefStock'],
    ],
    { kcal: 380, protein: 42, fat: 14, minutes: 90 },
  ),
  choice(
    'Sausage & bean casserole',
    'the sausages',
    [
      [8, null, 'sausages'],
      [400, 'g', 'kidneyBeans'],
      [400, 'g', 'choppedTomatoes'],
    ],
    { kcal: 450, protein: 22, fat: 26 },
  ),
  choice(
    'Chicken & mushroom casserole',
    'the chicken',
    [
      [8, null, 'chickenThigh'],
      [300, 'g', 'mushrooms'],
      [1, null, 'chickenStock'],
    ],
    { kcal: 360, protein: 36, fat: 14, minutes: 20 },
  ),
  choice(
    'Moroccan chickpea tagine',
    'the chickpeas',
    [
      [800, 'g', 'chickpeas'],
      [1, null, 'squash', 'cubed'],
      [1, 'tsp', 'cinnamon'],
      [2, 'tbsp', 'harissa'],
    ],
    { kcal: 300, protein: 12, fat: 6 },
  ),
  choice(
    'Lamb tagine',
    'the lamb',
    [
      [700, 'g', 'dicedLamb'],
      [1, 'tsp', 'cinnamon'],
      [400, 'g', 'chickpeas'],
      [100, 'g', 'raisins'],
    ],
    { kcal: 480, protein: 36, fat: 22, minutes: 60 },
  ),
  choice(
    'Vegetable & bean stew',
    'the beans',
    [
      [400, 'g', 'kidneyBeans'],
      [400, 'g', 'butterBeans'],
      [2, null, 'carrot'],
      [2, null, 'celery'],
    ],
    { kcal: 260, protein: 12, fat: 3 },
  ),
  choice(
    'Pork & apple casserole',
    'the pork',
    [
      [700, 'g', 'porkShoulder', 'diced'],
      [2, null, 'apple'],
      [1, null, 'chickenStock'],
    ],
    { kcal: 420, protein: 36, fat: 20, minutes: 60 },
  ),
  choice(
    'Beef & barley stew',
    'the beef',
    [
      [600, 'g', 'dicedBeef'],
      [100, 'g', 'pearlBarley'],
      [3, null, 'carrot'],
    ],
    { kcal: 420, protein: 38, fat: 12, minutes: 90 },
  ),
];

const ROASTS = [
  choice(
    'Lemon & thyme roast chicken',
    'the chicken',
    [
      [1, null, 'wholeChicken'],
      [1, null, 'lemon'],
      [1, 'tbsp', 'thyme'],
    ],
    { kcal: 420, protein: 40, fat: 22, minutes: 30 },
  ),
  choice(
    'Roast pork shoulder with apples',
    'the pork',
    [
      [1, null, 'porkShoulder'],
      [3, null, 'apple'],
    ],
    { kcal: 520, protein: 40, fat: 32, minutes: 90 },
  ),
  choice(
    'Roast beef with gravy',
    'the beef',
    [
      [1, null, 'beefJoint'],
      [1, null, 'beefStock'],
    ],
    { kcal: 450, protein: 44, fat: 20, minutes: 30 },
  ),
  choice(
    'Garlic & rosemary roast lamb',
    'the lamb',
    [
      [1, null, 'lambLeg'],
      [2, 'sprigs', 'rosemary'],
    ],
    { kcal: 500, protein: 42, fat: 30, minutes: 60 },
  ),
  choice(
    'Nut roast',
    'the nut roast',
    [
      [200, 'g', 'cashews'],
      [100, 'g', 'almonds'],
      [250, 'g', 'mushrooms'],
      [100, 'g', 'sourdough', 'as crumbs'],
    ],
    { kcal: 480, protein: 16, fat: 34 },
  ),
  choice(
    'Honey-mustard roast chicken thighs',
    'the chicken',
    [
      [8, null, 'chickenThigh'],
      [2, 'tbsp', 'honey'],
      [2, 'tbsp', 'mustard'],
    ],
    { kcal: 400, protein: 36, fat: 20 },
  ),
];
const ROAST_SIDES = [
  choice(
    'with roast potatoes and greens',
    'the potatoes',
    [
      [1.5, 'kg', 'potato'],
      [1, null, 'savoy'],
      [4, 'tbsp', 'vegOil'],
    ],
    { kcal: 300, protein: 6, fat: 10 },
  ),
  choice(
    'with honey-glazed carrots',
    'the carrots',
    [
      [1, 'kg', 'babyPotato'],
      [600, 'g', 'carrot'],
      [1, 'tbsp', 'honey'],
    ],
    { kcal: 260, protein: 5, fat: 5 },
  ),
];

const CHRISTMAS_DISHES = [
  choice(
    'Roast turkey with sage & onion stuffing',
    'the turkey',
    [
      [1, null, 'turkeyCrown'],
      [1, null, 'stuffing'],
      [50, 'g', 'butter'],
      [1, null, 'lemon'],
    ],
    { kcal: 480, protein: 52, fat: 22, minutes: 60 },
  ),
  choice(
    'Pigs in blankets',
    'the chipolatas',
    [
      [12, null, 'chipolatas'],
      [12, 'rashers', 'streakyBacon'],
    ],
    { kcal: 260, protein: 14, fat: 22 },
  ),
  choice(
    'Brussels sprouts with bacon & chestnuts',
    'the sprouts',
    [
      [500, 'g', 'sprouts'],
      [150, 'g', 'lardons'],
      [180, 'g', 'chestnuts'],
    ],
    { kcal: 180, protein: 9, fat: 10 },
  ),
  choice(
    'Honey-roast parsnips',
    'the parsnips',
    [
      [1, 'kg', 'parsnip'],
      [2, 'tbsp', 'honey'],
      [2, 'tbsp', 'vegOil'],
    ],
    { kcal: 170, protein: 2, fat: 6 },
  ),
  choice(
    'Braised red cabbage with apple',
    'the cabbage',
    [
      [1, null, 'redCabbage'],
      [2, null, 'apple'],
      [1, 'tsp', 'cinnamon'],
      [2, 'tbsp', 'balsamic'],
    ],
    { kcal: 90, protein: 2 },
  ),
  choice(
    'Perfect roast potatoes',
    'the potatoes',
    [
      [2, 'kg', 'potato'],
      [6, 'tbsp', 'vegOil'],
      [1, 'tbsp', 'thyme'],
    ],
    { kcal: 260, protein: 5, fat: 9 },
  ),
  choice(
    'Cranberry & goats cheese tart',
    'the tart',
    [
      [1, null, 'puffPastry'],
      [150, 'g', 'goatsCheese'],
      [4, 'tbsp', 'cranberrySauce'],
      [2, null, 'redOnion'],
    ],
    { kcal: 380, protein: 10, fat: 24 },
  ),
  choice(
    'Mushroom & chestnut Wellington',
    'the Wellington',
    [
      [1, null, 'puffPastry'],
      [500, 'g', 'mushrooms'],
      [180, 'g', 'chestnuts'],
      [200, 'g', 'spinach'],
    ],
    { kcal: 420, protein: 10, fat: 24, minutes: 15 },
  ),
  choice(
    'Salmon en croûte',
    'the salmon',
    [
      [4, null, 'salmon'],
      [1, null, 'puffPastry'],
      [150, 'g', 'softCheese'],
      [100, 'g', 'spinach'],
    ],
    { kcal: 560, protein: 32, fat: 36 },
  ),
  choice(
    'Turkey leftover curry',
    'the turkey',
    [
      [500, 'g', 'turkeySteaks', 'or leftover turkey'],
      [400, 'ml', 'coconutMilk'],
      [2, 'tsp', 'garamMasala'],
    ],
    { kcal: 380, protein: 36, fat: 18 },
  ),
  choice(
    'Christmas trifle',
    'the trifle',
    [
      [300, 'g', 'raspberries'],
      [600, 'ml', 'doubleCream'],
      [4, null, 'eggs'],
      [4, 'tbsp', 'jam'],
    ],
    { kcal: 480, protein: 6, fat: 36 },
  ),
  choice(
    'Mince pies',
    'the pies',
    [
      [250, 'g', 'plainFlour'],
      [125, 'g', 'butter'],
      [400, 'g', 'mincemeat'],
      [1, null, 'eggs'],
    ],
    { kcal: 230, protein: 3, fat: 11 },
  ),
  choice(
    'Chocolate yule log',
    'the log',
    [
      [4, null, 'eggs'],
      [100, 'g', 'casterSugar'],
      [50, 'g', 'cocoa'],
      [200, 'g', 'darkChocolate'],
      [300, 'ml', 'doubleCream'],
    ],
    { kcal: 420, protein: 7, fat: 28 },
  ),
  choice(
    'Glazed carrots with thyme',
    'the carrots',
    [
      [800, 'g', 'carrot'],
      [25, 'g', 'butter'],
      [1, 'tbsp', 'honey'],
    ],
    { kcal: 100, protein: 1, fat: 4 },
  ),
  choice(
    'Creamy leeks with Parmesan',
    'the leeks',
    [
      [4, null, 'leek'],
      [150, 'ml', 'doubleCream'],
      [40, 'g', 'parmesan'],
    ],
    { kcal: 190, protein: 5, fat: 16 },
  ),
  choice(
    'Spiced roast squash with cranberries',
    'the squash',
    [
      [2, null, 'squash'],
      [3, 'tbsp', 'cranberrySauce'],
      [1, 'tsp', 'cinnamon'],
      [2, 'tbsp', 'oliveOil'],
    ],
    { kcal: 150, protein: 3, fat: 5 },
  ),
];

const CRUMBLES = [
  choice('Apple', 'the apples', [[6, null, 'apple', 'peeled and sliced']], { kcal: 60 }),
  choice(
    'Apple & blackberry',
    'the fruit',
    [
      [4, null, 'apple', 'peeled and sliced'],
      [250, 'g', 'blackberries'],
    ],
    { kcal: 60 },
  ),
  choice(
    'Pear & ginger',
    'the pears',
    [
      [6, null, 'pear', 'peeled and sliced'],
      [1, 'thumb', 'ginger', 'grated'],
    ],
    { kcal: 70 },
  ),
  choice('Rhubarb', 'the rhubarb', [[600, 'g', 'rhubarb', 'cut into chunks']], { kcal: 30 }),
  choice(
    'Mixed berry',
    'the berries',
    [
      [250, 'g', 'raspberries'],
      [250, 'g', 'blueberries'],
    ],
    { kcal: 40 },
  ),
];
const CRUMBLE_TOPS = [
  choice(
    'crumble',
    'the crumble',
    [
      [175, 'g', 'plainFlour'],
      [100, 'g', 'butter', 'cold, cubed'],
      [75, 'g', 'casterSugar'],
    ],
    { kcal: 330, fat: 15, protein: 4 },
  ),
  choice(
    'oat crumble',
    'the oat crumble',
    [
      [100, 'g', 'oats'],
      [75, 'g', 'plainFlour'],
      [100, 'g', 'butter', 'cold, cubed'],
      [75, 'g', 'brownSugar'],
    ],
    { kcal: 340, fat: 16, protein: 5 },
  ),
  choice(
    'vegan crumble',
    'the crumble',
    [
      [175, 'g', 'gfFlour'],
      [80, 'ml', 'oliveOil', 'light'],
      [75, 'g', 'casterSugar'],
    ],
    { kcal: 320, fat: 13, protein: 3 },
  ),
];

const BAKES = [
  choice(
    'Banana bread',
    'the loaf',
    [
      [3, null, 'banana', 'mashed'],
      [225, 'g', 'selfRaising'],
      [100, 'g', 'butter', 'melted'],
      [2, null, 'eggs'],
      [100, 'g', 'brownSugar'],
    ],
    { kcal: 260, protein: 4, fat: 10 },
  ),
  choice(
    'Chocolate brownies',
    'the brownies',
    [
      [200, 'g', 'darkChocolate'],
      [175, 'g', 'butter'],
      [3, null, 'eggs'],
      [250, 'g', 'casterSugar'],
      [75, 'g', 'plainFlour'],
    ],
    { kcal: 320, protein: 4, fat: 18 },
  ),
  choice(
    'Victoria sponge',
    'the sponge',
    [
      [200, 'g', 'selfRaising'],
      [200, 'g', 'butter'],
      [200, 'g', 'casterSugar'],
      [4, null, 'eggs'],
      [4, 'tbsp', 'jam'],
      [150, 'ml', 'doubleCream'],
    ],
    { kcal: 420, protein: 5, fat: 26 },
  ),
  choice(
    'Lemon drizzle cake',
    'the cake',
    [
      [225, 'g', 'selfRaising'],
      [225, 'g', 'butter'],
      [225, 'g', 'casterSugar'],
      [4, null, 'eggs'],
      [2, null, 'lemon'],
      [85, 'g', 'icingSugar'],
    ],
    { kcal: 380, protein: 4, fat: 20 },
  ),
  choice(
    'Blueberry muffins',
    'the muffins',
    [
      [250, 'g', 'selfRaising'],
      [150, 'g', 'blueberries'],
      [100, 'g', 'casterSugar'],
      [2, null, 'eggs'],
      [150, 'ml', 'milk'],
      [80, 'g', 'butter'],
    ],
    { kcal: 240, protein: 4, fat: 9 },
  ),
  choice(
    'Oat flapjacks',
    'the flapjacks',
    [
      [250, 'g', 'oats'],
      [125, 'g', 'butter'],
      [100, 'g', 'brownSugar'],
      [3, 'tbsp', 'honey'],
    ],
    { kcal: 230, protein: 3, fat: 10 },
  ),
  choice(
    'Carrot cake',
    'the cake',
    [
      [250, 'g', 'carrot', 'grated'],
      [200, 'g', 'selfRaising'],
      [3, null, 'eggs'],
      [150, 'ml', 'vegOil'],
      [200, 'g', 'softCheese'],
      [1, 'tsp', 'cinnamon'],
    ],
    { kcal: 410, protein: 6, fat: 26 },
  ),
  choice(
    'Chocolate chip cookies',
    'the cookies',
    [
      [225, 'g', 'plainFlour'],
      [125, 'g', 'butter'],
      [100, 'g', 'darkChocolate', 'chopped'],
      [1, null, 'eggs'],
      [100, 'g', 'brownSugar'],
    ],
    { kcal: 190, protein: 2, fat: 9 },
  ),
  choice(
    'Vegan chocolate cake',
    'the cake',
    [
      [250, 'g', 'selfRaising'],
      [50, 'g', 'cocoa'],
      [300, 'ml', 'oatDrink'],
      [100, 'ml', 'vegOil'],
      [200, 'g', 'casterSugar'],
    ],
    { kcal: 330, protein: 4, fat: 12 },
  ),
  choice(
    'Rice pudding',
    'the pudding',
    [
      [100, 'g', 'arborio'],
      [1, 'l', 'milk'],
      [50, 'g', 'casterSugar'],
      [1, 'tsp', 'nutmeg'],
    ],
    { kcal: 250, protein: 9, fat: 6 },
  ),
  choice(
    'Chocolate mousse',
    'the mousse',
    [
      [200, 'g', 'darkChocolate'],
      [4, null, 'eggs'],
      [2, 'tbsp', 'casterSugar'],
    ],
    { kcal: 290, protein: 7, fat: 18 },
  ),
  choice(
    'Peanut butter banana bites',
    'the bites',
    [
      [3, null, 'banana'],
      [4, 'tbsp', 'peanutButter'],
      [100, 'g', 'darkChocolate'],
    ],
    { kcal: 210, protein: 5, fat: 12 },
  ),
];

const BREAKFASTS = [
  choice(
    'Overnight oats with berries',
    'the oats',
    [
      [200, 'g', 'oats'],
      [400, 'ml', 'milk'],
      [200, 'g', 'blueberries'],
      [2, 'tbsp', 'honey'],
    ],
    { kcal: 320, protein: 11, fat: 7 },
  ),
  choice(
    'Vegan overnight oats with banana',
    'the oats',
    [
      [200, 'g', 'oats'],
      [400, 'ml', 'oatDrink'],
      [2, null, 'banana'],
      [2, 'tbsp', 'peanutButter'],
    ],
    { kcal: 340, protein: 10, fat: 10 },
  ),
  choice(
    'Porridge with cinnamon apples',
    'the porridge',
    [
      [200, 'g', 'oats'],
      [800, 'ml', 'milk'],
      [2, null, 'apple'],
      [1, 'tsp', 'cinnamon'],
    ],
    { kcal: 330, protein: 13, fat: 8 },
  ),
  choice(
    'Full English breakfast',
    'the sausages',
    [
      [4, null, 'sausages'],
      [4, 'rashers', 'bacon'],
      [4, null, 'eggs'],
      [4, null, 'tomatoes'],
      [200, 'g', 'mushrooms'],
    ],
    { kcal: 620, protein: 34, fat: 44 },
  ),
  choice(
    'Avocado & poached egg toast',
    'the avocado',
    [
      [2, null, 'avocado'],
      [4, null, 'eggs'],
      [4, 'slices', 'sourdough'],
      [1, 'pinch', 'chilliFlakes'],
    ],
    { kcal: 380, protein: 16, fat: 22 },
  ),
  choice(
    'Blueberry pancakes',
    'the pancakes',
    [
      [200, 'g', 'selfRaising'],
      [2, null, 'eggs'],
      [250, 'ml', 'milk'],
      [150, 'g', 'blueberries'],
      [2, 'tbsp', 'honey'],
    ],
    { kcal: 340, protein: 11, fat: 8 },
  ),
  choice(
    'Breakfast burritos',
    'the burritos',
    [
      [4, null, 'wraps'],
      [6, null, 'eggs'],
      [400, 'g', 'blackBeans'],
      [100, 'g', 'cheddar'],
      [1, null, 'avocado'],
    ],
    { kcal: 520, protein: 26, fat: 24 },
  ),
  choice(
    'Banana & berry smoothie bowls',
    'the smoothie',
    [
      [2, null, 'banana'],
      [200, 'g', 'raspberries'],
      [300, 'g', 'coconutYogurt'],
      [30, 'g', 'almonds'],
    ],
    { kcal: 260, protein: 5, fat: 12 },
  ),
  choice(
    'Mushrooms on toast',
    'the mushrooms',
    [
      [400, 'g', 'mushrooms'],
      [4, 'slices', 'sourdough'],
      [1, null, 'garlic'],
      [1, 'small bunch', 'parsley'],
    ],
    { kcal: 230, protein: 8, fat: 8 },
  ),
  choice(
    'Yogurt with honey & berries',
    'the yogurt',
    [
      [500, 'g', 'yogurt'],
      [200, 'g', 'strawberries'],
      [2, 'tbsp', 'honey'],
      [50, 'g', 'almonds'],
    ],
    { kcal: 250, protein: 12, fat: 12 },
  ),
];

const RICE_DISHES = [
  choice(
    'Egg fried rice with prawns',
    'the prawns',
    [
      [250, 'g', 'longGrain'],
      [200, 'g', 'prawns'],
      [3, null, 'eggs'],
      [150, 'g', 'peas'],
      [3, 'tbsp', 'soySauce'],
    ],
    { kcal: 420, protein: 24, fat: 10 },
  ),
  choice(
    'Egg fried rice with chicken',
    'the chicken',
    [
      [250, 'g', 'longGrain'],
      [2, null, 'chickenBreast'],
      [3, null, 'eggs'],
      [150, 'g', 'peas'],
      [3, 'tbsp', 'soySauce'],
    ],
    { kcal: 460, protein: 32, fat: 10 },
  ),
  choice(
    'Vegetable fried rice',
    'the vegetables',
    [
      [250, 'g', 'longGrain'],
      [1, null, 'redPepper'],
      [150, 'g', 'peas'],
      [150, 'g', 'sweetcorn'],
      [3, 'tbsp', 'soySauce'],
    ],
    { kcal: 330, protein: 8, fat: 6 },
  ),
  choice(
    'Chicken & chorizo jambalaya',
    'the chicken',
    [
      [300, 'g', 'longGrain'],
      [4, null, 'chickenThigh'],
      [100, 'g', 'chorizo'],
      [400, 'g', 'choppedTomatoes'],
      [1, null, 'redPepper'],
    ],
    { kcal: 520, protein: 32, fat: 16 },
  ),
  choice(
    'Kedgeree',
    'the haddock',
    [
      [300, 'g', 'basmati'],
      [400, 'g', 'smokedHaddock'],
      [4, null, 'eggs'],
      [2, 'tsp', 'garamMasala'],
    ],
    { kcal: 470, protein: 30, fat: 12 },
  ),
  choice(
    'Mushroom pilaf',
    'the mushrooms',
    [
      [300, 'g', 'basmati'],
      [300, 'g', 'mushrooms'],
      [1, null, 'onion'],
      [1, null, 'vegStock'],
    ],
    { kcal: 360, protein: 8, fat: 6 },
  ),
  choice(
    'Prawn & pea paella',
    'the prawns',
    [
      [300, 'g', 'arborio'],
      [300, 'g', 'prawns'],
      [150, 'g', 'peas'],
      [1, 'tsp', 'paprika'],
      [1, null, 'lemon'],
    ],
    { kcal: 430, protein: 24, fat: 6 },
  ),
  choice(
    'Spiced lentil rice',
    'the lentils',
    [
      [200, 'g', 'basmati'],
      [150, 'g', 'greenLentils'],
      [2, null, 'onion', 'sliced'],
      [1, 'tsp', 'cumin'],
    ],
    { kcal: 390, protein: 14, fat: 8 },
  ),
];

const NOODLE_BOWLS = [
  choice(
    'Peanut noodles with tofu',
    'the tofu',
    [
      [250, 'g', 'riceNoodles'],
      [280, 'g', 'tofu'],
      [3, 'tbsp', 'peanutButter'],
      [2, 'tbsp', 'soySauce'],
      [1, null, 'lime'],
    ],
    { kcal: 520, protein: 22, fat: 20 },
  ),
  choice(
    'Hoisin duck-style mushroom noodles',
    'the mushrooms',
    [
      [250, 'g', 'eggNoodles'],
      [400, 'g', 'mushrooms'],
      [4, 'tbsp', 'hoisin'],
      [1, null, 'cucumber'],
    ],
    { kcal: 430, protein: 14, fat: 6 },
  ),
  choice(
    'Udon with chicken & greens',
    'the chicken',
    [
      [400, 'g', 'udon'],
      [2, null, 'chickenBreast'],
      [200, 'g', 'mangetout'],
      [2, 'tbsp', 'soySauce'],
    ],
    { kcal: 480, protein: 34, fat: 6 },
  ),
  choice(
    'Chilli prawn noodles',
    'the prawns',
    [
      [250, 'g', 'riceNoodles'],
      [250, 'g', 'prawns'],
      [1, null, 'chilli'],
      [1, null, 'lime'],
      [2, 'tbsp', 'fishSauce'],
    ],
    { kcal: 400, protein: 22, fat: 4 },
  ),
  choice(
    'Sesame beef noodles',
    'the beef',
    [
      [250, 'g', 'eggNoodles'],
      [2, null, 'steak'],
      [1, null, 'broccoli'],
      [3, 'tbsp', 'soySauce'],
    ],
    { kcal: 540, protein: 34, fat: 14 },
  ),
  choice(
    'Vegetable pad Thai',
    'the vegetables',
    [
      [250, 'g', 'riceNoodles'],
      [2, null, 'carrot', 'ribbons'],
      [200, 'g', 'mangetout'],
      [50, 'g', 'cashews'],
      [2, null, 'lime'],
    ],
    { kcal: 430, protein: 10, fat: 12 },
  ),
];

const JACKETS = [
  choice(
    'tuna & sweetcorn',
    'the tuna',
    [
      [2, 'x 145g tins', 'tuna'],
      [150, 'g', 'sweetcorn'],
      [3, 'tbsp', 'mayonnaise'],
    ],
    { kcal: 200, protein: 18, fat: 10 },
  ),
  choice(
    'cheese & beans',
    'the beans',
    [
      [400, 'g', 'kidneyBeans'],
      [400, 'g', 'passata'],
      [100, 'g', 'cheddar'],
    ],
    { kcal: 230, protein: 13, fat: 9 },
  ),
  choice(
    'chilli',
    'the chilli',
    [
      [300, 'g', 'beefMince'],
      [400, 'g', 'kidneyBeans'],
      [400, 'g', 'choppedTomatoes'],
    ],
    { kcal: 260, protein: 22, fat: 10 },
  ),
  choice(
    'coronation chickpea',
    'the chickpeas',
    [
      [400, 'g', 'chickpeas'],
      [3, 'tbsp', 'yogurt'],
      [1, 'tsp', 'garamMasala'],
      [50, 'g', 'raisins'],
    ],
    { kcal: 190, protein: 8, fat: 4 },
  ),
  choice(
    'garlic mushroom',
    'the mushrooms',
    [
      [400, 'g', 'mushrooms'],
      [150, 'g', 'softCheese'],
      [1, null, 'garlic'],
    ],
    { kcal: 170, protein: 6, fat: 12 },
  ),
  choice(
    'smoked salmon & soured cream',
    'the salmon',
    [
      [150, 'g', 'smokedSalmon'],
      [150, 'ml', 'cremeFraiche'],
      [1, null, 'lemon'],
    ],
    { kcal: 190, protein: 12, fat: 13 },
  ),
];

const SKEWERS = [
  choice(
    'Chicken tikka',
    'the chicken',
    [
      [600, 'g', 'chickenBreast', 'cubed'],
      [150, 'g', 'yogurt'],
      [2, 'tsp', 'garamMasala'],
    ],
    { kcal: 250, protein: 40, fat: 5 },
  ),
  choice(
    'Halloumi & vegetable',
    'the halloumi',
    [
      [250, 'g', 'halloumi'],
      [2, null, 'courgette'],
      [1, null, 'redPepper'],
      [1, null, 'redOnion'],
    ],
    { kcal: 240, protein: 14, fat: 17 },
  ),
  choice(
    'Lamb kofta',
    'the lamb',
    [
      [500, 'g', 'lambMince'],
      [1, 'tsp', 'cumin'],
      [1, 'small bunch', 'mint'],
    ],
    { kcal: 320, protein: 24, fat: 23 },
  ),
  choice(
    'Sticky pork',
    'the pork',
    [
      [2, null, 'porkFillet'],
      [3, 'tbsp', 'hoisin'],
      [1, 'tbsp', 'honey'],
    ],
    { kcal: 260, protein: 34, fat: 6 },
  ),
  choice(
    'Garlic & lemon prawn',
    'the prawns',
    [
      [400, 'g', 'prawns'],
      [2, null, 'garlic'],
      [1, null, 'lemon'],
    ],
    { kcal: 150, protein: 26, fat: 5 },
  ),
  choice(
    'Tofu satay',
    'the tofu',
    [
      [400, 'g', 'tofu'],
      [3, 'tbsp', 'peanutButter'],
      [2, 'tbsp', 'soySauce'],
      [1, null, 'lime'],
    ],
    { kcal: 280, protein: 18, fat: 20 },
  ),
];
const SKEWER_SIDES = [
  choice(
    'with flatbreads & yogurt',
    'the flatbreads',
    [
      [4, null, 'pitta'],
      [150, 'g', 'yogurt'],
      [1, null, 'cucumber'],
    ],
    { kcal: 240, protein: 10, fat: 3 },
  ),
  choice(
    'with herby couscous',
    'the couscous',
    [
      [250, 'g', 'couscous'],
      [1, 'small bunch', 'parsley'],
      [1, null, 'lemon'],
    ],
    { kcal: 230, protein: 8, fat: 1 },
  ),
  choice(
    'with coconut rice',
    'the rice',
    [
      [250, 'g', 'jasmine'],
      [200, 'ml', 'coconutMilk'],
    ],
    { kcal: 300, protein: 5, fat: 9 },
  ),
];

const SAUSAGE_DISHES = [
  choice(
    'Sausage & mash with onion gravy',
    'the sausages',
    [
      [8, null, 'sausages'],
      [1, 'kg', 'potato'],
      [3, null, 'onion'],
      [50, 'g', 'butter'],
      [1, null, 'beefStock'],
    ],
    { kcal: 620, protein: 26, fat: 36 },
  ),
  choice(
    'Toad in the hole',
    'the sausages',
    [
      [8, null, 'sausages'],
      [140, 'g', 'plainFlour'],
      [4, null, 'eggs'],
      [200, 'ml', 'milk'],
    ],
    { kcal: 560, protein: 26, fat: 34 },
  ),
  choice(
    'Sausage pasta',
    'the sausages',
    [
      [6, null, 'sausages'],
      [350, 'g', 'penne'],
      [400, 'g', 'choppedTomatoes'],
      [1, 'tsp', 'chilliFlakes'],
    ],
    { kcal: 580, protein: 26, fat: 24 },
  ),
  choice(
    'Veggie sausage & mash',
    'the sausages',
    [
      [8, null, 'veggieSausages'],
      [1, 'kg', 'potato'],
      [3, null, 'onion'],
      [3, 'tbsp', 'oliveOil'],
      [1, null, 'vegStock'],
    ],
    { kcal: 480, protein: 20, fat: 18 },
  ),
  choice(
    'Sausage & lentil one-pot',
    'the sausages',
    [
      [6, null, 'sausages'],
      [200, 'g', 'greenLentils'],
      [2, null, 'carrot'],
      [1, null, 'chickenStock'],
    ],
    { kcal: 520, protein: 30, fat: 24 },
  ),
];

const FLATBREAD_PIZZAS = [
  choice(
    'Margherita',
    'the mozzarella',
    [
      [2, null, 'mozzarella'],
      [200, 'g', 'passata'],
      [1, 'small bunch', 'basil'],
    ],
    { kcal: 200, protein: 12, fat: 12 },
  ),
  choice(
    'Ham & mushroom',
    'the mushrooms',
    [
      [150, 'g', 'mushrooms'],
      [1, null, 'mozzarella'],
      [200, 'g', 'passata'],
      [4, 'rashers', 'bacon'],
    ],
    { kcal: 260, protein: 16, fat: 14 },
  ),
  choice(
    'Pepper & goats cheese',
    'the peppers',
    [
      [2, null, 'redPepper'],
      [125, 'g', 'goatsCheese'],
      [200, 'g', 'passata'],
    ],
    { kcal: 210, protein: 9, fat: 11 },
  ),
  choice(
    'Spicy chicken',
    'the chicken',
    [
      [2, null, 'chickenBreast'],
      [1, null, 'chilli'],
      [1, null, 'mozzarella'],
      [200, 'g', 'passata'],
    ],
    { kcal: 280, protein: 26, fat: 10 },
  ),
  choice(
    'Vegan veggie',
    'the vegetables',
    [
      [1, null, 'courgette'],
      [1, null, 'redPepper'],
      [200, 'g', 'passata'],
      [2, 'tbsp', 'veganPesto'],
    ],
    { kcal: 150, protein: 4, fat: 7 },
  ),
  choice(
    'Pesto & cherry tomato',
    'the tomatoes',
    [
      [250, 'g', 'cherryTomatoes'],
      [3, 'tbsp', 'pesto'],
      [1, null, 'mozzarella'],
    ],
    { kcal: 230, protein: 11, fat: 16 },
  ),
];

/** The aromatic base most savoury dishes start from. */
const BASE: readonly Line[] = [
  [1, null, 'onion', 'finely chopped'],
  [2, 'cloves', 'garlic', 'crushed'],
];
const SEASON: readonly Line[] = [
  [null, null, 'salt'],
  [null, null, 'pepper'],
];
const lines = (c: readonly Choice[]) => c.flatMap((x) => x.lines);

export const FAMILIES: readonly Family[] = [
  {
    id: 'stir-fry',
    image: 'shallow-pan-of-food',
    serves: 2,
    prep: 10,
    cook: 12,
    collections: ['quick-weeknight'],
    base: { kcal: 320, protein: 10, fat: 8, carbs: 52, sugars: 8, fibre: 5, salt: 1.8 },
    choices: [
      STIR_FRY_PROTEINS,
      [
        choice('broccoli', 'the broccoli', [[1, null, 'broccoli', 'cut into small florets']]),
        choice('mangetout', 'the mangetout', [[150, 'g', 'mangetout']]),
        choice('pepper', 'the peppers', [[2, null, 'mixedPeppers', 'sliced']]),
        choice('green bean', 'the green beans', [[150, 'g', 'greenBeans', 'halved']]),
      ],
    ],
    max: 16,
    title: (c) => `${first(c).label} & ${second(c).label} stir-fry with noodles`,
    description: (c) =>
      `A speedy stir-fry of ${lower(first(c).label)} and ${second(c).label} in a glossy ginger and soy sauce, tossed with noodles. On the table in under half an hour.`,
    groups: (c) => [
      {
        title: null,
        lines: [
          ...lines(c),
          [150, 'g', 'eggNoodles'],
          [1, 'thumb', 'ginger', 'grated'],
          [2, 'cloves', 'garlic', 'sliced'],
          [3, null, 'springOnion', 'sliced'],
          [1, 'tbsp', 'vegOil'],
        ],
      },
      {
        title: 'For the sauce',
        lines: [
          [3, 'tbsp', 'soySauce'],
          [1, 'tbsp', 'honey'],
          [1, null, 'lime', 'juiced'],
        ],
      },
    ],
    steps: (c) => [
      'Cook the noodles following the pack instructions, then drain and rinse under cold water.',
      'Mix the soy sauce, honey and lime juice in a small bowl.',
      `Heat the oil in a wok over a high heat. ${first(c).cook ?? ''}`.trim(),
      `Add the ginger, garlic and ${second(c).the.replace(/^the /, '')} and stir-fry for 3 minutes until just tender.`,
      `Return ${first(c).the} to the wok with the noodles and the sauce, and toss for a minute until piping hot. Scatter over the spring onions to serve.`,
    ],
  },
  {
    id: 'curry',
    image: 'curry-rice',
    serves: 4,
    prep: 15,
    cook: 25,
    collections: ['family'],
    base: { kcal: 330, protein: 7, fat: 12, carbs: 55, sugars: 9, fibre: 6, salt: 1.1 },
    choices: [CURRY_MAINS],
    title: (c) => `${first(c).label} curry`,
    description: (c) =>
      `A mellow, fragrant ${lower(first(c).label)} curry simmered in spiced tomato and coconut, with fluffy basmati rice. Mild enough for the whole family.`,
    groups: (c) => [
      {
        title: 'For the curry',
        lines: [
          ...BASE,
          [1, 'thumb', 'ginger', 'grated'],
          ...lines(c),
          [400, 'g', 'choppedTomatoes'],
          [400, 'ml', 'coconutMilk'],
        ],
      },
      {
        title: 'Spices',
        lines: [
          [2, 'tsp', 'garamMasala'],
          [1, 'tsp', 'cumin'],
          [1, 'tsp', 'turmeric'],
          [1, 'tbsp', 'vegOil'],
          ...SEASON,
        ],
      },
      {
        title: 'To serve',
        lines: [
          [300, 'g', 'basmati'],
          [1, 'small bunch', 'coriander'],
        ],
      },
    ],
    steps: (c) => [
      'Heat the oil in a large pan and fry the onion for 8 minutes until soft and golden.',
      'Stir in the garlic, ginger and spices and cook for 1 minute until fragrant.',
      first(c).cook ?? 'Add the main ingredients and stir to coat in the spices.',
      'Pour in the tomatoes and coconut milk, bring to a simmer and cook for 15 minutes until thickened. Season to taste.',
      'Meanwhile cook the rice following the pack instructions. Serve the curry over the rice, scattered with coriander.',
    ],
  },
  {
    id: 'thai-curry',
    image: 'curry-rice',
    serves: 4,
    prep: 10,
    cook: 15,
    collections: ['quick-weeknight'],
    base: { kcal: 360, protein: 6, fat: 16, carbs: 48, sugars: 6, fibre: 3, salt: 1.4 },
    choices: [
      THAI_MAINS,
      [
        choice('green', 'the green curry paste', [[3, 'tbsp', 'thaiGreenPaste']]),
        choice('red', 'the red curry paste', [[3, 'tbsp', 'thaiRedPaste']]),
      ],
    ],
    title: (c) => `Thai ${second(c).label} curry with ${lower(first(c).label)}`,
    description: (c) =>
      `Creamy Thai ${second(c).label} curry with ${lower(first(c).label)}, lime and fresh coriander, served with jasmine rice. Fragrant, fresh and quicker than a takeaway.`,
    groups: (c) => [
      {
        title: null,
        lines: [
          ...second(c).lines,
          ...first(c).lines,
          [400, 'ml', 'coconutMilk'],
          [1, 'tsp', 'lemongrass'],
          [1, null, 'lime'],
          [1, 'tbsp', 'fishSauce'],
          [1, 'small bunch', 'coriander'],
          [1, 'tbsp', 'vegOil'],
        ],
      },
      { title: 'To serve', lines: [[300, 'g', 'jasmine']] },
    ],
    steps: (c) => [
      'Cook the rice following the pack instructions.',
      `Heat the oil in a wok, add ${second(c).the} and the lemongrass and fry for 1 minute.`,
      `Pour in the coconut milk, bring to a simmer, then add ${first(c).the} and cook for 8–10 minutes until cooked through.`,
      'Stir in the fish sauce and the juice of the lime. Taste and add more lime if you like.',
      'Serve with the rice, scattered with coriander.',
    ],
  },
  {
    id: 'creamy-pasta',
    image: 'spaghetti',
    serves: 4,
    prep: 10,
    cook: 15,
    collections: ['quick-weeknight', 'family'],
    base: { kcal: 380, protein: 13, fat: 4, carbs: 70, sugars: 4, fibre: 4, salt: 0.6 },
    choices: [PASTA_CREAMY, CREAMY_SAUCES],
    title: (c) => `Creamy ${lower(first(c).label)} pasta with ${second(c).label}`,
    description: (c) =>
      `${first(c).label} folded through penne in a silky ${second(c).label} sauce. A comforting midweek pasta that is ready in 25 minutes.`,
    groups: (c) => [
      {
        title: null,
        lines: [[350, 'g', 'penne'], ...BASE, ...lines(c), [1, 'tbsp', 'oliveOil'], ...SEASON],
      },
    ],
    steps: (c) => [
      'Cook the pasta in a large pan of salted boiling water following the pack instructions. Save a mugful of the cooking water, then drain.',
      'Meanwhile heat the oil in a frying pan and soften the onion for 5 minutes. Add the garlic for 1 minute.',
      `Add ${first(c).the} and cook for 5 minutes until cooked through.`,
      `Stir in ${second(c).the} with a splash of the pasta water to make a silky sauce, then toss with the pasta. Season well and serve.`,
    ],
  },
  {
    id: 'bolognese',
    image: 'spaghetti',
    serves: 4,
    prep: 15,
    cook: 40,
    collections: ['family'],
    base: { kcal: 420, protein: 14, fat: 6, carbs: 78, sugars: 10, fibre: 7, salt: 0.8 },
    choices: [BOLOGNESE, PASTA_SHAPES],
    title: (c) => `${first(c).label} bolognese with ${second(c).label}`,
    description: (c) =>
      `A rich, slow-simmered ${lower(first(c).label)} ragù with carrot, celery and tomato, tossed with ${second(c).label}. The one everyone asks for again.`,
    groups: (c) => [
      {
        title: 'For the sauce',
        lines: [
          ...BASE,
          [1, null, 'carrot', 'finely diced'],
          [1, null, 'celery', 'finely diced'],
          ...first(c).lines,
          [800, 'g', 'choppedTomatoes'],
          [2, 'tbsp', 'tomatoPuree'],
          [1, 'tsp', 'oregano'],
          [1, 'tbsp', 'oliveOil'],
          ...SEASON,
        ],
      },
      { title: 'To serve', lines: [...second(c).lines, [30, 'g', 'parmesan', 'grated']] },
    ],
    steps: (c) => [
      'Heat the oil in a large pan and gently cook the onion, carrot and celery for 10 minutes until soft.',
      `Add the garlic and ${first(c).the}, turn up the heat and cook, breaking it up, until browned.`,
      'Stir in the tomato purée, chopped tomatoes, oregano and 150ml water. Simmer for 30 minutes, stirring now and then, until thick. Season to taste.',
      `Cook ${second(c).the} following the pack instructions, drain and toss with the sauce. Serve with Parmesan.`,
    ],
  },
  {
    id: 'chilli',
    image: 'taco',
    serves: 4,
    prep: 15,
    cook: 35,
    collections: ['family'],
    base: { kcal: 180, protein: 6, fat: 5, carbs: 24, sugars: 9, fibre: 9, salt: 0.9 },
    choices: [CHILLIES, CHILLI_SIDES],
    title: (c) => `${first(c).label} ${second(c).label}`,
    description: (c) =>
      `${first(c).label} made with smoky paprika, cumin and tomatoes, served ${second(c).label.replace(/^(with|in) /, '$1 ')}. Even better the next day.`,
    groups: (c) => [
      {
        title: 'For the chilli',
        lines: [
          ...BASE,
          [1, null, 'redPepper', 'diced'],
          ...first(c).lines,
          [400, 'g', 'choppedTomatoes'],
          [2, 'tsp', 'paprika'],
          [1, 'tsp', 'cumin'],
          [1, 'tsp', 'chilliFlakes'],
          [1, 'tbsp', 'oliveOil'],
          ...SEASON,
        ],
      },
      { title: 'To serve', lines: [...second(c).lines, [150, 'g', 'coconutYogurt']] },
    ],
    steps: (c) => [
      'Heat the oil in a large casserole and fry the onion and pepper for 8 minutes until soft. Add the garlic and spices for 1 minute.',
      `Add ${first(c).the} and cook for 5 minutes, stirring.`,
      'Pour in the tomatoes with 200ml water, bring to the boil, then simmer gently for 25 minutes until thick. Season.',
      `Meanwhile get ${second(c).the} ready, then serve the chilli with a spoonful of yogurt.`,
    ],
  },
  {
    id: 'risotto',
    image: 'cooked-rice',
    serves: 4,
    prep: 10,
    cook: 30,
    collections: [],
    base: { kcal: 420, protein: 11, fat: 12, carbs: 66, sugars: 3, fibre: 3, salt: 1.2 },
    choices: [RISOTTOS],
    title: (c) => `${first(c).label} risotto`,
    description: (c) =>
      `A creamy ${lower(first(c).label)} risotto finished with butter and Parmesan. Stir, sip something nice and relax.`,
    groups: (c) => [
      {
        title: null,
        lines: [
          ...BASE,
          [300, 'g', 'arborio'],
          ...first(c).lines,
          [1.2, 'l', 'vegStock', 'hot'],
          [25, 'g', 'butter'],
          [40, 'g', 'parmesan', 'grated'],
          [1, 'tbsp', 'oliveOil'],
          ...SEASON,
        ],
      },
    ],
    steps: (c) => [
      'Heat the oil in a wide pan and soften the onion for 6 minutes. Add the garlic and rice and stir for 1 minute until the grains are glossy.',
      'Add a ladle of hot stock and stir until absorbed. Keep adding the stock a ladle at a time, stirring, for about 20 minutes until the rice is creamy and just tender.',
      `Stir in ${first(c).the} for the last 5 minutes so it cooks through.`,
      'Take off the heat, beat in the butter and Parmesan, season and leave to rest for 2 minutes before serving.',
    ],
  },
  {
    id: 'soup',
    image: 'steaming-bowl',
    serves: 4,
    prep: 15,
    cook: 25,
    collections: ['healthy'],
    base: { kcal: 60, protein: 3, fat: 4, carbs: 14, sugars: 7, fibre: 4, salt: 0.9 },
    choices: [SOUPS],
    title: (c) => `${first(c).label} soup`,
    description: (c) =>
      `A warming ${lower(first(c).label)} soup: simple to make, good for lunch boxes and freezes well.`,
    groups: (c) => [
      {
        title: null,
        lines: [
          ...BASE,
          ...first(c).lines,
          [1, 'l', 'vegStock'],
          [1, 'tbsp', 'oliveOil'],
          ...SEASON,
        ],
      },
    ],
    steps: (c) => [
      'Heat the oil in a large pan and cook the onion for 5 minutes until soft. Add the garlic for 1 minute.',
      `Add ${first(c).the} and stir for 2 minutes, then pour in the stock.`,
      'Bring to the boil, then simmer for 20 minutes until everything is tender.',
      'Blend until smooth (or leave it chunky), season to taste and serve hot.',
    ],
  },
  {
    id: 'traybake',
    image: 'shallow-pan-of-food',
    serves: 4,
    prep: 15,
    cook: 40,
    collections: ['family', 'one-pot'],
    base: { kcal: 60, protein: 2, fat: 5, carbs: 30, sugars: 8, fibre: 6, salt: 0.8 },
    choices: [TRAYBAKES],
    title: (c) => `${first(c).label} traybake`,
    description: (c) =>
      `One tray, very little washing up: ${lower(first(c).label)} roasted together until golden, with herbs and a squeeze of lemon.`,
    groups: (c) => [
      {
        title: null,
        lines: [
          ...first(c).lines,
          [2, 'cloves', 'garlic', 'bashed'],
          [1, 'tsp', 'mixedHerbs'],
          [2, 'tbsp', 'oliveOil'],
          [1, null, 'lemon'],
          ...SEASON,
        ],
      },
    ],
    steps: (c) => [
      'Heat the oven to 200°C (180°C fan), gas 6.',
      `Put ${first(c).the} and the vegetables in a large roasting tin with the garlic, herbs and oil. Season and toss to coat.`,
      'Roast for 35–40 minutes, turning halfway, until golden and cooked through.',
      'Squeeze over the lemon and serve straight from the tin.',
    ],
  },
  {
    id: 'wraps',
    image: 'taco',
    serves: 4,
    prep: 15,
    cook: 15,
    collections: ['quick-weeknight', 'family'],
    base: { kcal: 60, protein: 2, fat: 4, carbs: 20, sugars: 6, fibre: 4, salt: 0.9 },
    choices: [FILLINGS, WRAP_FORMATS],
    max: 18,
    title: (c) => `${first(c).label} ${second(c).label}`,
    description: (c) =>
      `Sizzling ${lower(first(c).label)} with peppers, onion and smoky spices, made into ${second(c).label} with all the trimmings. Everyone builds their own.`,
    groups: (c) => [
      {
        title: 'For the filling',
        lines: [
          ...first(c).lines,
          [2, null, 'mixedPeppers', 'sliced'],
          [1, null, 'redOnion', 'sliced'],
          [2, 'tsp', 'paprika'],
          [1, 'tsp', 'cumin'],
          [1, 'tbsp', 'vegOil'],
        ],
      },
      {
        title: 'To serve',
        lines: [...second(c).lines, [1, null, 'lime'], [1, 'small bunch', 'coriander']],
      },
    ],
    steps: (c) => [
      `Toss ${first(c).the} with the paprika, cumin and half the oil.`,
      'Heat the rest of the oil in a large frying pan over a high heat and cook the peppers and onion for 5 minutes until charred at the edges.',
      `Add ${first(c).the} and cook for 5–6 minutes until cooked through. Squeeze over the lime.`,
      `Make up ${second(c).the} with the filling and scatter with coriander.`,
    ],
  },
  {
    id: 'fish',
    image: 'fish',
    serves: 4,
    prep: 10,
    cook: 20,
    collections: ['quick-weeknight', 'healthy'],
    base: { kcal: 60, protein: 3, fat: 2, carbs: 30, sugars: 4, fibre: 4, salt: 0.7 },
    choices: [FISH, FISH_STYLES],
    title: (c) => `${second(c).label} ${lower(first(c).label)}`,
    description: (c) =>
      `${second(c).label} ${lower(first(c).label)}: flaky fish with big flavours, done in about half an hour. A light midweek favourite.`,
    groups: (c) => [
      {
        title: null,
        lines: [...first(c).lines, ...second(c).lines, [1, 'tbsp', 'oliveOil'], ...SEASON],
      },
    ],
    steps: (c) => [
      'Heat the oven to 200°C (180°C fan), gas 6, and get the sides cooking.',
      `Put ${first(c).the} on a lined baking tray, season and top with ${second(c).the}.`,
      'Bake for 12–15 minutes until the fish flakes easily.',
      'Serve the fish with the sides.',
    ],
  },
  {
    id: 'salad',
    image: 'green-salad',
    serves: 4,
    prep: 20,
    cook: 10,
    collections: ['quick-weeknight', 'summer'],
    base: { kcal: 40, protein: 1, fat: 6, carbs: 12, sugars: 5, fibre: 4, salt: 0.6 },
    choices: [SALADS],
    title: (c) => `${first(c).label} salad`,
    description: (c) =>
      `A generous ${lower(first(c).label)} salad with a sharp lemon dressing: a proper meal in a bowl.`,
    groups: (c) => [
      { title: null, lines: first(c).lines },
      {
        title: 'For the dressing',
        lines: [
          [3, 'tbsp', 'oliveOil'],
          [1, null, 'lemon', 'juiced'],
          [1, 'tsp', 'mustard'],
          ...SEASON,
        ],
      },
    ],
    steps: (c) => [
      'Whisk the dressing ingredients together and season.',
      `Get ${first(c).the} ready, cooking it where it needs it, then leave to cool a little.`,
      'Arrange everything in a large bowl.',
      'Pour over the dressing just before serving.',
    ],
  },
  {
    id: 'burger',
    image: 'hamburger',
    serves: 4,
    prep: 20,
    cook: 15,
    collections: ['family', 'summer'],
    base: { kcal: 220, protein: 7, fat: 6, carbs: 36, sugars: 6, fibre: 3, salt: 1.1 },
    choices: [BURGERS],
    title: (c) => `${first(c).label} burgers`,
    description: (c) =>
      `Homemade ${lower(first(c).label)} burgers in toasted buns with crisp lettuce and tomato. Great on the barbecue or under the grill.`,
    groups: (c) => [
      {
        title: 'For the burgers',
        lines: [...first(c).lines, [1, null, 'redOnion', 'grated'], ...SEASON],
      },
      {
        title: 'To serve',
        lines: [
          [4, null, 'rolls'],
          [1, null, 'lettuce'],
          [2, null, 'tomatoes', 'sliced'],
          [2, 'tbsp', 'mayonnaise'],
        ],
      },
    ],
    steps: (c) => [
      `Mix ${first(c).the} with the onion and plenty of seasoning, then shape into 4 burgers. Chill for 10 minutes.`,
      'Cook on a hot barbecue or under a hot grill for 5–6 minutes a side until cooked through.',
      'Toast the buns, then fill with lettuce, tomato, a burger and a spoonful of mayonnaise.',
    ],
  },
  {
    id: 'pie',
    image: 'pie',
    serves: 6,
    prep: 25,
    cook: 45,
    collections: ['family'],
    base: { kcal: 40, protein: 2, fat: 2, carbs: 42, sugars: 5, fibre: 4, salt: 1 },
    choices: [PIES],
    title: (c) => first(c).label,
    description: (c) =>
      `${first(c).label}: a proper, comforting family supper under a golden topping. Make it ahead and bake when you need it.`,
    groups: (c) => [
      {
        title: 'For the filling',
        lines: [
          ...BASE,
          ...first(c).lines,
          [1, 'tbsp', 'plainFlour'],
          [1, 'tsp', 'thyme'],
          [1, 'tbsp', 'oliveOil'],
          ...SEASON,
        ],
      },
    ],
    steps: (c) => [
      'Heat the oven to 200°C (180°C fan), gas 6.',
      `Soften the onion in the oil for 8 minutes, add the garlic, then ${first(c).the} and cook until browned.`,
      'Stir in the flour and thyme, add 300ml water and simmer for 15 minutes until thick. Season and spoon into a baking dish.',
      'Cover with the topping and bake for 30–35 minutes until golden and bubbling.',
    ],
  },
  {
    id: 'eggs',
    image: 'egg',
    serves: 4,
    prep: 10,
    cook: 15,
    collections: ['quick-weeknight'],
    base: { kcal: 40, protein: 2, fat: 4, carbs: 8, sugars: 3, fibre: 2, salt: 0.8 },
    choices: [EGG_DISHES],
    title: (c) => first(c).label,
    description: (c) =>
      `${first(c).label}: eggs make a fast, filling supper (or a lazy weekend brunch) with very little effort.`,
    groups: (c) => [
      { title: null, lines: [...first(c).lines, [1, 'tbsp', 'oliveOil'], ...SEASON] },
    ],
    steps: (c) => [
      `Heat the oil in an ovenproof frying pan and cook ${first(c).the} for 5 minutes.`,
      'Beat the eggs with plenty of seasoning (for shakshuka and huevos rancheros, crack them whole into the sauce instead).',
      'Cook gently for 6–8 minutes until just set, finishing under a hot grill if you like.',
      'Serve warm, cut into wedges or straight from the pan.',
    ],
  },
  {
    id: 'stew',
    image: 'steaming-bowl',
    serves: 6,
    prep: 20,
    cook: 60,
    collections: ['family', 'one-pot'],
    base: { kcal: 60, protein: 2, fat: 3, carbs: 20, sugars: 8, fibre: 6, salt: 0.9 },
    choices: [STEWS],
    title: (c) => first(c).label,
    description: (c) =>
      `${first(c).label}: slow-cooked in one pot until everything is meltingly tender. Perfect for a cold evening.`,
    groups: (c) => [
      {
        title: null,
        lines: [
          ...BASE,
          ...first(c).lines,
          [2, 'tbsp', 'tomatoPuree'],
          [2, null, 'bayLeaves'],
          [1, 'tbsp', 'oliveOil'],
          ...SEASON,
        ],
      },
    ],
    steps: (c) => [
      'Heat the oven to 160°C (140°C fan), gas 3.',
      `Brown ${first(c).the} in the oil in a flameproof casserole, then lift out.`,
      'Soften the onion for 8 minutes, add the garlic and tomato purée, then return everything to the pot with the bay leaves and 500ml water.',
      'Cover and cook in the oven until tender, about an hour. Season and serve.',
    ],
  },
  {
    id: 'roast',
    image: 'poultry-leg',
    serves: 6,
    prep: 20,
    cook: 60,
    collections: ['family', 'sunday-lunch'],
    base: { kcal: 40, protein: 2, fat: 2, carbs: 8, sugars: 4, fibre: 2, salt: 0.6 },
    choices: [ROASTS, ROAST_SIDES],
    title: (c) => `${first(c).label} ${second(c).label}`,
    description: (c) =>
      `${first(c).label}, ${second(c).label.replace(/^with /, 'served with ')}: a Sunday lunch to gather round.`,
    groups: (c) => [
      { title: 'For the roast', lines: [...first(c).lines, [2, 'tbsp', 'oliveOil'], ...SEASON] },
      { title: 'For the sides', lines: second(c).lines },
    ],
    steps: (c) => [
      'Heat the oven to 200°C (180°C fan), gas 6.',
      `Rub ${first(c).the} with the oil and season well, then roast until cooked through (check the pack for timings by weight).`,
      `Meanwhile, get ${second(c).the} roasting or cooking alongside.`,
      'Rest the meat for 15 minutes before carving, then serve with the sides.',
    ],
  },
  {
    id: 'christmas',
    image: 'poultry-leg',
    serves: 8,
    prep: 20,
    cook: 40,
    collections: ['christmas'],
    base: { kcal: 20, protein: 0, fat: 1, carbs: 12, sugars: 6, fibre: 2, salt: 0.5 },
    choices: [CHRISTMAS_DISHES],
    title: (c) => first(c).label,
    description: (c) =>
      `${first(c).label} for the big day, with make-ahead tips so Christmas morning stays calm.`,
    groups: (c) => [{ title: null, lines: [...first(c).lines, ...SEASON] }],
    steps: (c) => [
      'Heat the oven to 190°C (170°C fan), gas 5.',
      `Get ${first(c).the} ready: you can do this up to a day ahead and keep it covered in the fridge.`,
      'Cook until golden and cooked through, checking towards the end.',
      'Serve hot with the rest of the Christmas lunch.',
    ],
  },
  {
    id: 'crumble',
    image: 'pie',
    serves: 6,
    prep: 20,
    cook: 35,
    collections: ['baking-and-desserts', 'family'],
    base: { kcal: 40, protein: 1, fat: 0, carbs: 52, sugars: 30, fibre: 4, salt: 0.2 },
    choices: [CRUMBLES, CRUMBLE_TOPS],
    title: (c) => `${first(c).label} ${second(c).label}`,
    description: (c) =>
      `${first(c).label} ${second(c).label}: soft, sweet fruit under a crisp, golden topping. Serve with custard, cream or ice cream.`,
    groups: (c) => [
      { title: 'For the fruit', lines: [...first(c).lines, [2, 'tbsp', 'casterSugar']] },
      { title: 'For the topping', lines: second(c).lines },
    ],
    steps: (c) => [
      'Heat the oven to 190°C (170°C fan), gas 5.',
      `Toss ${first(c).the} with the sugar and tip into a baking dish.`,
      `Rub together ${second(c).the} ingredients until like rough breadcrumbs, then scatter over the fruit.`,
      'Bake for 30–35 minutes until golden and bubbling at the edges.',
    ],
  },
  {
    id: 'bake',
    image: 'shortcake',
    serves: 12,
    prep: 20,
    cook: 30,
    collections: ['baking-and-desserts'],
    base: { kcal: 0, protein: 0, fat: 0, carbs: 32, sugars: 20, fibre: 1, salt: 0.3 },
    choices: [BAKES],
    title: (c) => first(c).label,
    description: (c) =>
      `${first(c).label}: a bake you will make again and again. Keeps well in a tin for a few days.`,
    groups: (c) => [{ title: null, lines: [...first(c).lines, [1, 'tsp', 'vanilla']] }],
    steps: (c) => [
      'Heat the oven to 180°C (160°C fan), gas 4, and line your tin.',
      'Mix the wet ingredients, then fold in the dry ones until just combined.',
      `Spoon into the tin and bake until risen and golden, or until a skewer comes out clean (chill ${first(c).the} instead if it is not baked).`,
      'Cool in the tin for 10 minutes, then on a wire rack.',
    ],
  },
  {
    id: 'breakfast',
    image: 'pancakes',
    serves: 4,
    prep: 10,
    cook: 10,
    collections: ['breakfast', 'quick-weeknight'],
    base: { kcal: 0, protein: 0, fat: 0, carbs: 40, sugars: 12, fibre: 4, salt: 0.4 },
    choices: [BREAKFASTS],
    title: (c) => first(c).label,
    description: (c) => `${first(c).label}: a good start to the day, ready in minutes.`,
    groups: (c) => [{ title: null, lines: first(c).lines }],
    steps: (c) => [
      `Get ${first(c).the} ready (the night before, for overnight oats).`,
      'Cook what needs cooking over a medium heat until done.',
      'Share between bowls or plates and serve straight away.',
    ],
  },
  {
    id: 'rice',
    image: 'cooked-rice',
    serves: 4,
    prep: 10,
    cook: 20,
    collections: ['quick-weeknight', 'one-pot'],
    base: { kcal: 0, protein: 0, fat: 2, carbs: 55, sugars: 4, fibre: 3, salt: 1 },
    choices: [RICE_DISHES],
    title: (c) => first(c).label,
    description: (c) =>
      `${first(c).label}: a one-pan rice dish full of flavour, ready in about half an hour.`,
    groups: (c) => [
      { title: null, lines: [...BASE, ...first(c).lines, [1, 'tbsp', 'vegOil'], ...SEASON] },
    ],
    steps: (c) => [
      'Cook the rice following the pack instructions, then spread out to cool a little.',
      `Heat the oil in a wok and fry the onion and garlic for 3 minutes, then add ${first(c).the} and cook through.`,
      'Add the rice and everything else and toss over a high heat until piping hot.',
      'Season to taste and serve.',
    ],
  },
  {
    id: 'noodles',
    image: 'steaming-bowl',
    serves: 2,
    prep: 10,
    cook: 10,
    collections: ['quick-weeknight'],
    base: { kcal: 0, protein: 0, fat: 2, carbs: 60, sugars: 6, fibre: 3, salt: 1.8 },
    choices: [NOODLE_BOWLS],
    title: (c) => first(c).label,
    description: (c) => `${first(c).label}: slurpable, punchy and done in 20 minutes.`,
    groups: (c) => [
      { title: null, lines: [...first(c).lines, [2, null, 'springOnion'], [1, 'tbsp', 'vegOil']] },
    ],
    steps: (c) => [
      'Cook the noodles following the pack instructions, then drain.',
      `Stir-fry ${first(c).the} in the oil over a high heat until cooked through.`,
      'Toss in the noodles and sauce ingredients and heat through.',
      'Serve scattered with the spring onions.',
    ],
  },
  {
    id: 'jacket',
    image: 'potato',
    serves: 4,
    prep: 10,
    cook: 60,
    collections: ['family'],
    base: { kcal: 220, protein: 5, fat: 1, carbs: 48, sugars: 2, fibre: 5, salt: 0.3 },
    choices: [JACKETS],
    title: (c) => `Jacket potatoes with ${first(c).label}`,
    description: (c) =>
      `Crisp-skinned jacket potatoes with a ${first(c).label} filling: simple, filling and cheap.`,
    groups: (c) => [
      {
        title: null,
        lines: [[4, null, 'bakingPotato'], ...first(c).lines, [1, 'tbsp', 'oliveOil'], ...SEASON],
      },
    ],
    steps: (c) => [
      'Heat the oven to 200°C (180°C fan), gas 6. Prick the potatoes, rub with oil and salt and bake for an hour until crisp.',
      `Meanwhile make ${first(c).the} filling.`,
      'Split the potatoes, fill generously and serve.',
    ],
  },
  {
    id: 'skewers',
    image: 'cut-of-meat',
    serves: 4,
    prep: 20,
    cook: 15,
    collections: ['summer'],
    base: { kcal: 20, protein: 1, fat: 2, carbs: 6, sugars: 4, fibre: 2, salt: 0.8 },
    choices: [SKEWERS, SKEWER_SIDES],
    max: 18,
    title: (c) => `${first(c).label} skewers ${second(c).label}`,
    description: (c) =>
      `${first(c).label} skewers, charred on the barbecue or griddle, ${second(c).label.replace(/^with /, 'with ')}.`,
    groups: (c) => [
      { title: 'For the skewers', lines: [...first(c).lines, [1, 'tbsp', 'oliveOil'], ...SEASON] },
      { title: 'To serve', lines: second(c).lines },
    ],
    steps: (c) => [
      `Toss ${first(c).the} with the marinade ingredients and leave for 15 minutes.`,
      'Thread onto skewers (soak wooden ones in water first).',
      'Cook on a hot barbecue or griddle for 8–10 minutes, turning, until charred and cooked through.',
      `Serve with ${second(c).the}.`,
    ],
  },
  {
    id: 'sausage',
    image: 'hot-dog',
    serves: 4,
    prep: 15,
    cook: 35,
    collections: ['family'],
    base: { kcal: 0, protein: 0, fat: 0, carbs: 20, sugars: 6, fibre: 4, salt: 1.2 },
    choices: [SAUSAGE_DISHES],
    title: (c) => first(c).label,
    description: (c) => `${first(c).label}: classic comfort food that never goes out of fashion.`,
    groups: (c) => [{ title: null, lines: [...first(c).lines, ...SEASON] }],
    steps: (c) => [
      `Brown ${first(c).the} in a hot pan or roast in the oven until golden.`,
      'Make the rest of the dish while they cook.',
      'Bring everything together and serve hot.',
    ],
  },
  {
    id: 'flatbread-pizza',
    image: 'pizza',
    serves: 4,
    prep: 10,
    cook: 10,
    collections: ['quick-weeknight', 'family'],
    base: { kcal: 200, protein: 6, fat: 4, carbs: 36, sugars: 4, fibre: 2, salt: 1.1 },
    choices: [FLATBREAD_PIZZAS],
    title: (c) => `${first(c).label} tortilla pizzas`,
    description: (c) =>
      `Crisp ${lower(first(c).label)} pizzas on tortilla wraps, ready in 20 minutes. Let the children add the toppings.`,
    groups: (c) => [
      { title: null, lines: [[4, null, 'wraps'], ...first(c).lines, [1, 'tsp', 'oregano']] },
    ],
    steps: (c) => [
      'Heat the oven to 220°C (200°C fan), gas 7, and put two baking trays in to heat.',
      'Spread the wraps thinly with passata (or pesto) and sprinkle with oregano.',
      `Top with ${first(c).the} and bake for 8–10 minutes until crisp and bubbling.`,
    ],
  },
];

/** The collections the recipes are grouped in, in landing order. */
export const DEMO_RECIPE_COLLECTIONS: readonly { id: string; name: string; description: string }[] =
  [
    {
      id: 'quick-weeknight',
      name: 'Quick weeknight',
      description: 'Dinners on the table in 30 minutes or less.',
    },
    { id: 'family', name: 'Family favourites', description: 'Crowd-pleasers for the whole table.' },
    {
      id: 'christmas',
      name: 'Christmas',
      description: 'The turkey, the trimmings and the treats.',
    },
    {
      id: 'healthy',
      name: 'Healthy',
      description: 'Lighter meals, 500 calories or fewer a serving.',
    },
    { id: 'one-pot', name: 'One-pot', description: 'Everything cooked together: less washing up.' },
    {
      id: 'baking-and-desserts',
      name: 'Baking & desserts',
      description: 'Cakes, crumbles and puddings.',
    },
    {
      id: 'summer',
      name: 'Summer & barbecue',
      description: 'Salads, skewers and burgers for sunny days.',
    },
    { id: 'sunday-lunch', name: 'Sunday lunch', description: 'Roasts with all the sides.' },
    { id: 'breakfast', name: 'Breakfast & brunch', description: 'A good start to the day.' },
  ];
