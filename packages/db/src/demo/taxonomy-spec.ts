/**
 * The demo shop's aisles. Each leaf is one line: `Name = kind : noun, noun@icon`.
 * - `kind` is a key of PRODUCT_KINDS; `kind@icon` overrides the kind's icon for the whole leaf.
 * - nouns are what products on that shelf are called (default: the leaf name); `noun@icon`
 *   pictures that noun with another icon; `noun#200ml=400/100ml=250` gives it its own pack
 *   sizes and standard prices in pence.
 * - a leading `!` hides the leaf from navigation; a leading `~` leaves it empty of products
 *   (out of season), so the storefront's "empty category" handling has something to hide.
 * Three levels below a root: top category, aisle, leaf.
 */
export type Mode = 'essential' | 'organic' | 'freeFrom' | 'plant';

export interface TopSpec {
  name: string;
  /** Fixed id where the spec names one (Christmas 335064). */
  id?: string;
  icon: string;
  mode?: Mode;
  banner?: { heading: string; subheading?: string };
  aisles: readonly AisleSpec[];
}

export type AisleSpec = readonly [name: string, leaves: readonly string[], mode?: Mode];

export const GROCERIES_ROOT = { id: '10051', name: 'Groceries' } as const;
export const CHRISTMAS_ID = '335064';
export const ENTERTAINING_ROOT = { id: '10052', name: 'Entertaining' } as const;

export const GROCERIES: readonly TopSpec[] = [
  {
    name: 'Fresh & Chilled',
    icon: 'cheese-wedge',
    banner: {
      heading: 'Fresh from the farm',
      subheading: 'British milk, meat and more, delivered chilled',
    },
    aisles: [
      [
        'Milk',
        [
          'Semi Skimmed Milk = milk : Semi Skimmed Milk, British Semi Skimmed Milk',
          'Whole Milk = milk : Whole Milk, British Whole Milk, Jersey Whole Milk',
          'Skimmed Milk = milk : Skimmed Milk, 1% Fat Milk',
          'Filtered Milk = milk : Filtered Semi Skimmed Milk, Filtered Whole Milk, Lactose Free Milk',
          'Milk Drinks = milk : Chocolate Milk, Strawberry Milkshake, Banana Milkshake',
          'Plant Based Milk = plantMilk : Oat Drink, Almond Drink, Soya Drink, Coconut Drink, Barista Oat Drink',
        ],
      ],
      [
        'Cheese',
        [
          'Cheddar = cheese : Mild Cheddar, Mature Cheddar, Extra Mature Cheddar, Vintage Cheddar, West Country Farmhouse Cheddar',
          'Continental Cheese = cheese : Brie, Camembert, Parmigiano Reggiano, Gruyère, Manchego, Gouda',
          'Soft & Cream Cheese = cheese : Soft Cheese, Light Soft Cheese, Garlic & Herb Soft Cheese, Mascarpone, Ricotta',
          'Mozzarella & Halloumi = cheese : Mozzarella, Buffalo Mozzarella, Halloumi, Burrata',
          'Blue Cheese = cheese : Stilton, Shropshire Blue, Gorgonzola, Dorset Blue',
          'Grated & Sliced Cheese = cheese : Grated Mature Cheddar, Grated Mozzarella, Cheddar Slices, Mixed Grated Cheese',
          'Speciality Cheese = cheese : Wensleydale with Cranberries, Red Leicester, Double Gloucester, Lancashire Crumbly, Goats Cheese',
          'Cottage Cheese = cheese : Cottage Cheese, Low Fat Cottage Cheese, Cottage Cheese with Pineapple',
        ],
      ],
      [
        'Butter, Spreads & Eggs',
        [
          'Butter = butter : Salted Butter, Unsalted Butter, Spreadable Butter, Cornish Butter, Welsh Butter',
          'Spreads = butter : Sunflower Spread, Olive Spread, Buttery Spread, Light Spread',
          'Free Range Eggs = eggs : Free Range Eggs, Large Free Range Eggs, Mixed Weight Free Range Eggs',
          'Speciality Eggs = eggs : Duck Eggs, Quail Eggs, Maran Eggs, Old Cotswold Legbar Eggs',
        ],
      ],
      [
        'Yogurts',
        [
          'Greek Style Yogurt = yogurt : Greek Style Natural Yogurt, Greek Style Honey Yogurt, 0% Fat Greek Style Yogurt',
          'Fruit Yogurts = yogurt : Strawberry Yogurt, Peach & Apricot Yogurt, Raspberry Yogurt, Rhubarb Yogurt, Cherry Yogurt',
          'Kids Yogurts = yogurt : Kids Fromage Frais, Kids Yogurt Tubes, Strawberry Yogurt Pouch',
          'Natural Yogurt = yogurt : Natural Yogurt, Bio Live Yogurt, Skyr Natural Yogurt, Kefir',
          'Plant Based Yogurt = yogurt : Coconut Yogurt Alternative, Oat Yogurt Alternative, Soya Yogurt Alternative',
        ],
      ],
      [
        'Desserts',
        [
          'Chilled Desserts = chilledDessert : Chocolate Mousse, Lemon Posset, Crème Brûlée, Sticky Toffee Pudding',
          'Cheesecakes = chilledDessert : Lemon Cheesecake, New York Cheesecake, Raspberry Cheesecake',
          'Trifles & Custard = chilledDessert : Strawberry Trifle, Fresh Custard, Rice Pudding',
          'Cream = cream : Double Cream, Single Cream, Whipping Cream, Clotted Cream, Crème Fraîche, Soured Cream',
        ],
      ],
      [
        'Ready Meals',
        [
          'Italian Ready Meals = readyMeal@spaghetti : Lasagne, Spaghetti Bolognese, Macaroni Cheese, Chicken & Bacon Pasta Bake, Mushroom Risotto',
          'Indian Ready Meals = readyMeal@curry-rice : Chicken Tikka Masala, Chicken Korma, Lamb Rogan Josh, Vegetable Biryani, Butter Chicken',
          'Chinese & Thai Ready Meals = readyMeal@steaming-bowl : Sweet & Sour Chicken, Thai Green Curry, Chicken Chow Mein, Crispy Chilli Beef',
          "British Classics = readyMeal : Cottage Pie, Shepherd's Pie, Beef Stew & Dumplings, Fish Pie, Sausage & Mash",
          'Meals for One = readyMeal : Chicken Pie & Mash, Fish Pie, Chilli Con Carne, Beef Lasagne',
          'Meals for Two = readyMeal : Beef Bourguignon, Chicken Kiev, Lamb Shank, Salmon en Croûte',
        ],
      ],
      [
        'Pizza, Pasta & Garlic Bread',
        [
          'Fresh Pizza = chilledPizza : Margherita Pizza, Pepperoni Pizza, Ham & Mushroom Pizza, Four Cheese Pizza, Spicy Meat Feast Pizza',
          'Fresh Pasta = freshPasta : Tagliatelle, Spinach & Ricotta Tortelloni, Beef Ravioli, Gnocchi, Pappardelle',
          'Fresh Pasta Sauces = freshPasta@jar : Tomato & Basil Sauce, Carbonara Sauce, Arrabbiata Sauce, Pesto Genovese',
          'Garlic Bread = rolls@baguette-bread : Garlic Baguette, Garlic & Herb Ciabatta, Cheesy Garlic Flatbread',
        ],
      ],
      [
        'Dips, Salads & Snacks',
        [
          'Houmous & Dips = dips : Houmous, Reduced Fat Houmous, Red Pepper Houmous, Tzatziki, Guacamole, Sour Cream & Chive Dip',
          'Coleslaw & Potato Salad = saladPot : Coleslaw, Potato Salad, Reduced Fat Coleslaw',
          'Olives & Antipasti = dips@olive : Green Olives, Kalamata Olives, Sunblush Tomatoes, Chargrilled Peppers',
          'Pork Pies & Scotch Eggs = chilledPie : Pork Pie, Scotch Egg, Sausage Rolls, Mini Pork Pies',
          'Quiches = chilledPie : Quiche Lorraine, Cheese & Onion Quiche, Spinach & Feta Quiche',
        ],
      ],
      [
        'Cooked Meats & Deli',
        [
          'Ham = cookedMeat : Honey Roast Ham, Wiltshire Cured Ham, Smoked Ham, Thick Cut Ham',
          'Chicken & Turkey Slices = cookedMeat@poultry-leg : Roast Chicken Slices, Turkey Breast Slices, Chicken Tikka Pieces',
          'Continental Meats = cookedMeat : Prosciutto, Salami Milano, Chorizo, Bresaola',
          'Pâté = cookedMeat : Brussels Pâté, Chicken Liver Pâté, Duck & Orange Pâté',
          'Deli Counter Meats = deliMeat : Counter Honey Roast Ham, Counter Roast Beef, Counter Salt Beef, Counter Pastrami',
          'Deli Counter Cheese = deliCheese : Counter Cheddar, Counter Stilton, Counter Comté, Counter Manchego',
          'Deli Counter Antipasti = deliAntipasti : Counter Mixed Olives, Counter Stuffed Peppers, Counter Artichokes',
        ],
      ],
      [
        'Food to Go',
        [
          'Sandwiches = sandwich : Chicken & Bacon Sandwich, Egg Mayonnaise Sandwich, Prawn Mayonnaise Sandwich, Cheese & Pickle Sandwich, BLT Sandwich, Ham & Mustard Sandwich',
          'Wraps & Rolls = sandwich@flatbread : Chicken Caesar Wrap, Falafel & Houmous Wrap, Sweet Chilli Chicken Wrap',
          'Salad Bowls = saladPot : Chicken & Bacon Pasta Salad, Falafel Salad Bowl, Tuna Niçoise Salad, Super Grains Salad',
          'Sushi = saladPot@sushi : Salmon Sushi Selection, Vegetable Sushi, Prawn Nigiri',
          'Soups = chilledSoup : Tomato & Basil Soup, Carrot & Coriander Soup, Leek & Potato Soup, Pea & Mint Soup',
          'Snack Pots = fruit@grapes : Grape Pot#160g=150, Melon Pot#200g=175@melon, Pineapple Pot#200g=175@pineapple, Mango Pot#180g=200@mango',
        ],
      ],
      [
        'Fresh Juice',
        [
          'Orange Juice = chilledJuice@tangerine : Smooth Orange Juice, Orange Juice with Bits, Freshly Squeezed Orange Juice',
          'Apple Juice = chilledJuice@green-apple : Pressed Apple Juice, Cloudy Apple Juice',
          'Smoothies = chilledJuice@cup-with-straw : Strawberry & Banana Smoothie, Mango Smoothie, Green Smoothie',
          'Juice Shots = chilledJuice@ginger-root : Ginger Shot, Turmeric Shot, Beetroot Shot',
        ],
      ],
    ],
  },
  {
    name: 'Fruit & Vegetables',
    icon: 'red-apple',
    banner: { heading: 'Five a day, the easy way' },
    aisles: [
      [
        'Fresh Fruit',
        [
          'Bananas = fruit@banana : Bananas, Fairtrade Bananas, Ripe & Ready Bananas, Baby Bananas',
          'Apples = fruit : Gala Apples, Braeburn Apples, Pink Lady Apples, Granny Smith Apples@green-apple, Cox Apples',
          'Pears = fruit@pear : Conference Pears, Comice Pears, Williams Pears',
          'Citrus Fruit = fruit@tangerine : Easy Peelers, Oranges, Lemons@lemon, Limes@lime, Grapefruit',
          'Grapes = fruit@grapes : Red Seedless Grapes, White Seedless Grapes, Black Seedless Grapes',
          'Berries & Cherries = berries : Strawberries, Raspberries@strawberry, Blueberries@blueberries, Blackberries@blueberries, Cherries@cherries',
          'Tropical Fruit = fruit : Pineapple@pineapple, Mango@mango, Kiwi Fruit@kiwi-fruit, Passion Fruit, Papaya@mango, Coconut@coconut',
          'Melons = fruit@melon : Cantaloupe Melon, Honeydew Melon, Watermelon@watermelon, Galia Melon',
          'Stone Fruit = fruit@peach : Nectarines, Peaches, Plums, Apricots',
          'Avocados = fruit@avocado : Avocados, Ripe & Ready Avocados, Large Avocado',
          'Prepared Fruit = fruit@pineapple : Pineapple Chunks, Melon Medley, Mango Slices, Fruit Salad',
        ],
      ],
      [
        'Fresh Vegetables',
        [
          'Potatoes = potatoes : Maris Piper Potatoes, King Edward Potatoes, Baby Potatoes, Baking Potatoes, Jersey Royal Potatoes',
          'Sweet Potatoes = potatoes@roasted-sweet-potato : Sweet Potatoes, Sweet Potato Wedges',
          'Carrots & Root Veg = veg : Carrots, Parsnips, Swede, Beetroot, Celeriac',
          'Onions & Leeks = veg@onion : Brown Onions, Red Onions, Shallots, Spring Onions, Leeks',
          'Garlic & Ginger = veg@garlic : Garlic, Ginger@ginger-root, Smoked Garlic',
          'Broccoli & Cauliflower = veg@broccoli : Broccoli, Tenderstem Broccoli, Cauliflower, Romanesco',
          'Cabbage & Greens = veg@leafy-green : Savoy Cabbage, Red Cabbage, Kale, Spring Greens, Brussels Sprouts',
          'Peppers & Chillies = veg@bell-pepper : Red Peppers, Mixed Peppers, Green Peppers, Chillies@hot-pepper, Scotch Bonnet Chillies@hot-pepper',
          'Courgettes & Aubergines = veg@eggplant : Courgettes@cucumber, Aubergines, Butternut Squash',
          'Beans, Peas & Sweetcorn = veg@pea-pod : Green Beans, Sugar Snap Peas, Mangetout, Corn on the Cob@ear-of-corn, Asparagus',
          'Mushrooms = mushrooms : Closed Cup Mushrooms, Chestnut Mushrooms@brown-mushroom, Portobello Mushrooms, Shiitake Mushrooms',
          'Prepared Vegetables = preparedVeg : Vegetable Stir Fry, Diced Butternut Squash, Cauliflower Rice, Courgetti, Mixed Veg Medley',
        ],
      ],
      [
        'Salad',
        [
          'Lettuce = saladLeaves : Iceberg Lettuce, Little Gem Lettuce, Romaine Lettuce',
          'Bagged Salad = saladLeaves : Mixed Leaf Salad, Baby Leaf Spinach, Rocket, Watercress, Herb Salad',
          'Tomatoes = veg@tomato : Salad Tomatoes, Cherry Tomatoes, Vine Tomatoes, Plum Tomatoes, Heritage Tomatoes',
          'Cucumbers = veg@cucumber : Cucumber, Mini Cucumbers',
          'Celery & Radishes = veg@leafy-green : Celery, Radishes, Fennel',
          'Salad Toppers = saladLeaves@herb : Pea Shoots, Cress, Sprouted Seeds',
        ],
      ],
      [
        'Fresh Herbs',
        [
          'Cut Herbs = herbs : Basil, Coriander, Flat Leaf Parsley, Mint, Chives, Dill',
          'Growing Herbs = herbs@potted-plant : Growing Basil, Growing Coriander, Growing Mint',
          'Herb Pastes = herbs@jar : Garlic Paste, Ginger Paste, Lemongrass Paste',
        ],
      ],
      [
        'Flowers & Plants',
        [
          'Bouquets = flowers@bouquet : Seasonal Bouquet, Rose Bouquet, Lily Bouquet',
          'Tulips & Spring Flowers = flowers : Tulips, Daffodils, Mixed Spring Flowers',
          'Indoor Plants = flowers@potted-plant : Orchid, Peace Lily, Succulent Trio',
          'Roses = flowers@rose : Red Roses, Pink Roses, Cream Roses',
        ],
      ],
    ],
  },
  {
    name: 'Meat & Fish',
    icon: 'cut-of-meat',
    aisles: [
      [
        'Chicken',
        [
          'Chicken Breasts = chicken : Chicken Breast Fillets, Chicken Mini Fillets, Skin-on Chicken Breasts',
          'Whole Chicken = chicken : Whole Chicken, Free Range Whole Chicken, Corn Fed Whole Chicken',
          'Chicken Thighs & Drumsticks = chicken : Chicken Thighs, Chicken Drumsticks, Boneless Chicken Thighs',
          'Chicken Wings = chicken : Chicken Wings, Barbecue Chicken Wings',
          'Diced & Sliced Chicken = chicken : Diced Chicken Breast, Chicken Stir Fry Strips',
          'Turkey & Duck = chicken : Turkey Breast Steaks, Turkey Mince, Duck Breasts, Duck Legs',
        ],
      ],
      [
        'Beef',
        [
          'Steaks = beef : Sirloin Steak, Ribeye Steak, Fillet Steak, Rump Steak, Flat Iron Steak',
          'Beef Mince = mince : Beef Mince 5% Fat, Beef Mince 12% Fat, Steak Mince, Beef Mince 20% Fat',
          'Beef Joints = beef : Beef Topside Joint, Beef Sirloin Joint, Beef Brisket, Rib of Beef',
          'Diced & Stewing Beef = beef : Diced Beef, Stewing Steak, Beef Shin',
          'Burgers = beef@hamburger : Beef Burgers, Quarter Pounder Burgers, Steak Burgers',
        ],
      ],
      [
        'Pork',
        [
          'Pork Chops & Steaks = pork : Pork Loin Chops, Pork Loin Steaks, Pork Tenderloin',
          'Pork Joints = pork : Pork Shoulder Joint, Pork Leg Joint, Pork Belly Slices',
          'Pork Mince = mince : Pork Mince, Lean Pork Mince',
          'Gammon = pork : Gammon Steaks, Gammon Joint, Smoked Gammon Joint',
        ],
      ],
      [
        'Lamb',
        [
          'Lamb Chops = lamb : Lamb Loin Chops, Lamb Cutlets, Lamb Leg Steaks',
          'Lamb Joints = lamb : Leg of Lamb, Lamb Shoulder, Lamb Shanks',
          'Lamb Mince & Diced = mince@meat-on-bone : Lamb Mince, Diced Lamb',
        ],
      ],
      [
        'Sausages & Bacon',
        [
          'Pork Sausages = sausages : Cumberland Sausages, Lincolnshire Sausages, Pork Chipolatas, Toulouse Sausages, Pork & Apple Sausages',
          'Speciality Sausages = sausages : Beef Sausages, Venison Sausages, Chicken Sausages, Lamb & Mint Sausages',
          'Bacon = bacon : Smoked Back Bacon, Unsmoked Back Bacon, Streaky Bacon, Dry Cured Back Bacon, Bacon Lardons',
          'Black Pudding & Haggis = sausages : Black Pudding, Haggis, White Pudding',
        ],
      ],
      [
        'Fish & Seafood',
        [
          'Salmon = fish : Salmon Fillets, Skin-on Salmon Fillets, Salmon Steaks, Hot Smoked Salmon Flakes',
          'White Fish = fish : Cod Loins, Haddock Fillets, Hake Fillets, Sea Bass Fillets, Plaice Fillets',
          'Smoked Fish = smokedFish : Smoked Salmon, Smoked Mackerel Fillets, Smoked Haddock, Kippers',
          'Prawns & Shellfish = seafood : King Prawns, Cooked Prawns, Scallops@oyster, Mussels@oyster, Crab Meat@crab',
          'Fishcakes & Fish Pies = fish@fish-cake-with-swirl : Salmon Fishcakes, Cod Fishcakes, Smoked Haddock Fishcakes',
          'Fish Counter = fishCounter : Counter Salmon Fillet, Counter Cod Loin, Counter Sea Bream, Counter Lobster@lobster',
        ],
      ],
      [
        'Butchers Counter',
        [
          'Butchers Counter Beef = meatCounter : Counter Ribeye, Counter Sirloin, Counter Beef Mince',
          'Butchers Counter Lamb & Pork = meatCounter@meat-on-bone : Counter Lamb Rack, Counter Pork Belly, Counter Lamb Leg',
          'Butchers Counter Poultry = meatCounter@poultry-leg : Counter Chicken Breasts, Counter Chicken Thighs, Counter Duck Breasts',
        ],
      ],
      [
        'Meat-Free',
        [
          'Meat-Free Mince & Pieces = plantBased : Meat-Free Mince, Plant-Based Chicken Pieces, Soya Mince',
          'Meat-Free Burgers & Sausages = plantBased@hamburger : Meat-Free Burgers, Plant-Based Sausages, Beetroot Burgers',
          'Tofu & Tempeh = plantBased : Organic Firm Tofu, Smoked Tofu, Tempeh',
        ],
      ],
    ],
  },
  {
    name: 'Bakery',
    icon: 'bread',
    aisles: [
      [
        'Bread',
        [
          'White Bread = bread : Medium Sliced White Bread, Thick Sliced White Bread, Farmhouse White Loaf',
          'Wholemeal & Brown Bread = bread : Wholemeal Medium Sliced Bread, Seeded Brown Bread, Granary Bread',
          'Seeded & Multigrain Bread = bread : Multigrain Loaf, Sunflower & Pumpkin Seed Loaf, Rye Bread',
          'Sourdough = bread : White Sourdough, Seeded Sourdough, Rye Sourdough',
          'Baguettes & French Bread = bread@baguette-bread : Baguette, Part Baked Baguettes, Ficelle',
          'Artisan Bread = bread : Bloomer, Tiger Bloomer, Cob Loaf, Focaccia',
        ],
      ],
      [
        'Rolls, Bagels & Wraps',
        [
          'Rolls & Baps = rolls@bread : White Rolls, Brioche Burger Buns, Seeded Baps, Soft Wholemeal Rolls',
          'Bagels = rolls : Plain Bagels, Cinnamon & Raisin Bagels, Everything Bagels',
          'Wraps = wraps : Plain Tortilla Wraps, Wholemeal Wraps, Mini Wraps',
          'Pitta & Naan = wraps@stuffed-flatbread : Pitta Bread, Garlic & Coriander Naan, Plain Naan, Flatbreads',
          'English Muffins = crumpets@bread : English Muffins, Sourdough Muffins',
        ],
      ],
      [
        'Cakes & Treats',
        [
          'Large Cakes = cakes : Victoria Sponge, Chocolate Fudge Cake, Lemon Drizzle Cake, Carrot Cake, Coffee & Walnut Cake',
          'Cake Bars & Slices = cakes : Chocolate Mini Rolls, Bakewell Slices, Lemon Slices, Flapjacks',
          'Muffins & Cupcakes = cakes@cupcake : Blueberry Muffins, Double Chocolate Muffins, Cupcakes',
          'Doughnuts = cakes@doughnut : Jam Doughnuts, Ring Doughnuts, Custard Doughnuts',
          "Brownies & Cookies = cakes@cookie : Chocolate Brownies, Bakery Cookies, Millionaire's Shortbread",
          'Scones & Tea Cakes = cakes : Fruit Scones, Plain Scones, Teacakes, Welsh Cakes',
        ],
      ],
      [
        'Breakfast Bakery',
        [
          'Croissants & Pastries = pastries : All Butter Croissants, Pain au Chocolat, Cinnamon Swirls, Almond Croissants',
          'Crumpets & Pancakes = crumpets : Crumpets, Scotch Pancakes, Pikelets',
          'Brioche = pastries@bread : Brioche Loaf, Brioche Rolls, Chocolate Chip Brioche',
          'Hot Cross Buns & Fruit Loaves = pastries@bread : Fruit Loaf, Malt Loaf, Hot Cross Buns',
        ],
      ],
      [
        'In-Store Bakery',
        [
          'Bakery Counter Bread = bread : Freshly Baked Bloomer, Freshly Baked Baguette, Stone Baked Ciabatta',
          'Bakery Counter Treats = pastries@doughnut : Freshly Baked Cookies, Iced Buns, Cream Cakes',
          '!Reduced Bakery = bread : Bakery Bundle, Day Old Loaf',
        ],
      ],
    ],
  },
  {
    name: 'Food Cupboard',
    icon: 'canned-food',
    aisles: [
      [
        'Breakfast Cereals',
        [
          'Family Cereals = cereal : Corn Flakes, Bran Flakes, Rice Pops, Wheat Biscuits, Honey Nut Flakes',
          'Granola & Muesli = cereal : Crunchy Granola, Fruit & Nut Muesli, Swiss Style Muesli, Low Sugar Granola',
          'Porridge & Oats = porridge : Porridge Oats, Jumbo Oats, Golden Syrup Porridge Pots, Instant Porridge Sachets',
          'Kids Cereals = cereal : Choco Hoops, Frosted Flakes, Cocoa Pillows, Multigrain Hoops',
          'Breakfast Bars = cereal@cookie : Oat Bars, Breakfast Biscuits, Cereal Bars',
        ],
      ],
      [
        'Tins, Cans & Packets',
        [
          'Baked Beans & Spaghetti = beans : Baked Beans, Reduced Sugar Baked Beans, Spaghetti Hoops@spaghetti, Beans & Sausages',
          'Tinned Tomatoes = tomatoes : Chopped Tomatoes, Plum Tomatoes, Passata, Cherry Tomatoes in Juice, Tomato Purée',
          'Tinned Vegetables = tins : Sweetcorn@ear-of-corn, Garden Peas@pea-pod, Mushy Peas, Carrots, New Potatoes',
          'Beans & Pulses = tins@beans : Chickpeas, Red Kidney Beans, Butter Beans, Cannellini Beans, Green Lentils, Black Beans',
          'Tinned Fish = tinnedFish : Tuna Chunks in Spring Water, Red Salmon, Sardines in Tomato Sauce, Mackerel Fillets, Anchovies',
          'Tinned Meat = tinnedMeat : Corned Beef, Hot Dogs@hot-dog, Ham, Chicken in White Sauce',
          'Tinned Fruit = tins@peach : Peach Slices in Juice, Pineapple Chunks@pineapple, Fruit Cocktail, Mandarin Segments@tangerine',
          'Soup = tinnedSoup : Cream of Tomato Soup, Chicken Soup, Minestrone Soup, Lentil & Bacon Soup, Mushroom Soup',
        ],
      ],
      [
        'Pasta, Rice & Noodles',
        [
          'Dried Pasta = pasta : Spaghetti, Penne, Fusilli, Linguine, Farfalle, Rigatoni, Macaroni',
          'Rice = rice : Basmati Rice, Long Grain Rice, Arborio Risotto Rice, Jasmine Rice, Brown Rice',
          'Microwave Rice = rice : Microwave Basmati Rice, Microwave Pilau Rice, Microwave Egg Fried Rice',
          'Noodles = noodles : Egg Noodles, Rice Noodles, Udon Noodles, Instant Noodles',
          'Grains & Couscous = rice@sheaf-of-rice : Couscous, Quinoa, Bulgur Wheat, Pearl Barley',
          'Lasagne & Cannelloni = pasta : Lasagne Sheets, Cannelloni Tubes',
        ],
      ],
      [
        'Cooking Sauces & Meal Kits',
        [
          'Pasta Sauces = sauce : Tomato & Basil Pasta Sauce, Bolognese Sauce, Arrabbiata Sauce, Green Pesto, Red Pesto',
          'Curry Sauces = sauce@curry-rice : Tikka Masala Sauce, Korma Sauce, Jalfrezi Sauce, Madras Sauce, Balti Sauce',
          'Chinese & Thai Sauces = sauce : Sweet & Sour Sauce, Black Bean Sauce, Thai Green Curry Paste, Oyster Sauce, Soy Sauce',
          'Mexican Meal Kits = worldFood@taco : Fajita Kit, Taco Kit, Burrito Kit@burrito, Enchilada Kit',
          'Casserole Mixes = stock : Chicken Casserole Mix, Beef Stew Mix, Spaghetti Bolognese Mix',
        ],
      ],
      [
        'Condiments & Dressings',
        [
          'Ketchup & Brown Sauce = condiment : Tomato Ketchup, Reduced Sugar Ketchup, Brown Sauce, Barbecue Sauce',
          'Mayonnaise = condiment : Real Mayonnaise, Light Mayonnaise, Garlic Mayonnaise',
          'Mustard = condiment : English Mustard, Dijon Mustard, Wholegrain Mustard, Honey Mustard',
          'Pickles & Chutneys = condiment : Sweet Pickle, Piccalilli, Caramelised Onion Chutney, Pickled Onions, Mango Chutney',
          'Salad Dressings = condiment : French Dressing, Caesar Dressing, Balsamic Dressing, Honey & Mustard Dressing',
          'Table Sauces = condiment : Mint Sauce, Horseradish Sauce, Tartare Sauce, Cranberry Sauce, Hot Chilli Sauce',
        ],
      ],
      [
        'Herbs, Spices & Seasoning',
        [
          'Dried Herbs = spices@herb : Oregano, Mixed Herbs, Thyme, Rosemary, Bay Leaves',
          'Spices = spices@hot-pepper : Ground Cumin, Smoked Paprika, Ground Turmeric, Chilli Flakes, Garam Masala, Ground Cinnamon',
          'Salt & Pepper = spices : Sea Salt Flakes, Table Salt, Black Peppercorns, Ground Black Pepper',
          'Stock & Gravy = stock : Chicken Stock Cubes, Beef Stock Cubes, Vegetable Stock Pots, Gravy Granules',
          'Seasoning Mixes = spices : Fajita Seasoning, Cajun Seasoning, Piri Piri Seasoning',
        ],
      ],
      [
        'Oils & Vinegars',
        [
          'Olive Oil = oil : Extra Virgin Olive Oil, Light Olive Oil, Olive Oil',
          'Cooking Oils = oil : Sunflower Oil, Vegetable Oil, Rapeseed Oil, Coconut Oil@coconut',
          'Spray Oils = oil : Sunflower Spray Oil, Olive Oil Spray',
          'Vinegar = vinegar : Malt Vinegar, Balsamic Vinegar of Modena, Cider Vinegar, White Wine Vinegar',
        ],
      ],
      [
        'Home Baking',
        [
          'Flour = baking : Plain Flour, Self Raising Flour, Strong White Bread Flour, Wholemeal Flour',
          'Sugar & Sweeteners = baking@salt : Granulated Sugar, Caster Sugar, Icing Sugar, Light Brown Sugar, Golden Syrup@honey-pot',
          'Baking Ingredients = baking@jar : Baking Powder, Bicarbonate of Soda, Dried Yeast, Vanilla Extract, Cocoa Powder@chocolate-bar',
          'Cake Decorations = bakingDecor : Sprinkles, Ready to Roll Icing, Chocolate Chips@chocolate-bar, Glacé Cherries@cherries',
          'Baking Mixes = baking@cupcake : Cake Mix, Brownie Mix, Pancake Mix@pancakes, Yorkshire Pudding Mix',
          'Dried Fruit = driedFruit : Raisins, Sultanas, Mixed Dried Fruit, Dried Apricots@peach, Dates',
        ],
      ],
      [
        'Jams, Honey & Spreads',
        [
          'Jam = spreads@jar : Strawberry Jam, Raspberry Jam, Blackcurrant Jam, Apricot Jam',
          'Marmalade = spreads@tangerine : Thick Cut Marmalade, Fine Cut Marmalade, Lemon Curd@lemon',
          'Honey = spreads : Clear Honey, Set Honey, Manuka Honey#250g=1500/500g=2800, British Wildflower Honey',
          'Nut Butters = spreads@peanuts : Smooth Peanut Butter, Crunchy Peanut Butter, Almond Butter, Cashew Butter',
          'Chocolate Spread = spreads@chocolate-bar : Chocolate Hazelnut Spread, Chocolate Spread',
          'Yeast Extract = spreads@jar : Yeast Extract, Yeast Extract Squeezy',
        ],
      ],
      [
        'Crisps, Snacks & Nuts',
        [
          'Crisps = crisps : Ready Salted Crisps, Salt & Vinegar Crisps, Cheese & Onion Crisps, Prawn Cocktail Crisps, Sea Salt & Black Pepper Crisps',
          'Sharing Crisps = crisps : Hand Cooked Sea Salt Crisps, Sweet Chilli Crisps, Tortilla Chips, Lentil Curls',
          'Multipack Crisps = crisps : Variety Pack Crisps, Baked Crisps Multipack, Corn Snacks',
          'Popcorn & Pretzels = popcorn : Sweet & Salty Popcorn, Sea Salt Popcorn, Salted Pretzels@pretzel, Toffee Popcorn',
          'Nuts & Seeds = nuts : Salted Peanuts, Cashew Nuts, Mixed Nuts, Pistachios, Almonds, Honey Roasted Peanuts',
          'Crackers & Rice Cakes = biscuits@rice-cracker : Cream Crackers, Oatcakes, Rice Cakes, Water Biscuits, Cheese Crackers',
        ],
      ],
      [
        'Biscuits',
        [
          'Everyday Biscuits = biscuits : Digestives, Rich Tea, Custard Creams, Bourbons, Ginger Nuts',
          'Chocolate Biscuits = biscuits : Milk Chocolate Digestives, Dark Chocolate Digestives, Chocolate Chip Cookies, Chocolate Fingers',
          'Shortbread = biscuits : All Butter Shortbread, Shortbread Fingers, Shortbread Rounds',
          'Biscuit Selections = biscuits : Biscuit Selection, Luxury Biscuit Assortment',
          'Cereal & Oat Bars = biscuits : Oat & Raisin Bars, Chewy Cereal Bars, Protein Bars',
        ],
      ],
      [
        'Chocolate & Sweets',
        [
          'Chocolate Bars = chocolate : Milk Chocolate Bar, Dark Chocolate 70%, Salted Caramel Chocolate, Hazelnut Chocolate, White Chocolate',
          'Sharing Chocolate = chocolate : Chocolate Buttons, Chocolate Honeycomb Bites, Chocolate Coated Raisins',
          'Boxed Chocolates = chocolate@wrapped-gift : Chocolate Truffles, Luxury Chocolate Selection, Mint Thins',
          'Sweets = sweets : Fruit Gums, Jelly Babies, Wine Gums, Sour Sweets, Fizzy Cola Bottles',
          'Mints & Chewing Gum = sweets@lollipop : Extra Strong Mints, Spearmint Gum, Peppermint Gum',
          'Fudge & Toffee = sweets : Clotted Cream Fudge, Butter Toffees, Chocolate Fudge',
        ],
      ],
      [
        'World Foods',
        [
          'Indian = worldFood@curry-rice : Poppadoms, Onion Bhajis, Lime Pickle, Tandoori Paste',
          'Chinese = worldFood@dumpling : Prawn Crackers, Hoisin Sauce, Dim Sum, Egg Fried Rice',
          'Japanese = worldFood@sushi : Sushi Rice, Miso Soup, Teriyaki Sauce, Nori Sheets',
          'Thai = worldFood@steaming-bowl : Coconut Milk@coconut, Red Curry Paste, Fish Sauce, Jasmine Rice',
          'Mexican = worldFood@taco : Taco Shells, Refried Beans, Salsa, Chipotle Paste',
          "Middle Eastern = worldFood@falafel : Tahini#300g=275, Harissa Paste#90g=175/190g=275, Falafel Mix#150g=150, Za'atar#40g=175",
          'Caribbean = worldFood : Jerk Seasoning, Rice & Peas, Scotch Bonnet Sauce@hot-pepper',
          'Polish & Eastern European = worldFood : Pierogi, Gherkins, Sauerkraut',
        ],
      ],
      [
        'Desserts & Long Life',
        [
          'Custard & Rice Pudding = ambientDessert : Ready to Serve Custard, Creamed Rice Pudding, Custard Powder',
          'Jelly & Instant Desserts = ambientDessert : Strawberry Jelly, Instant Dessert Whip, Instant Mousse Dessert',
          'Sponge Puddings = ambientDessert : Syrup Sponge Pudding, Chocolate Sponge Pudding, Treacle Sponge Pudding',
          'Long Life Milk = milk : UHT Semi Skimmed Milk, UHT Whole Milk, Evaporated Milk, Condensed Milk',
        ],
      ],
    ],
  },
  {
    name: 'Frozen',
    icon: 'ice-cream',
    aisles: [
      [
        'Frozen Vegetables',
        [
          'Frozen Peas & Beans = frozenVeg : Garden Peas, Petits Pois, Green Beans, Edamame Beans',
          'Frozen Mixed Veg = frozenVeg@broccoli : Mixed Vegetables, Stir Fry Vegetables, Broccoli Florets, Cauliflower Florets',
          'Frozen Sweetcorn = frozenVeg@ear-of-corn : Sweetcorn, Corn on the Cob',
          'Frozen Fruit = frozenVeg@strawberry : Summer Fruits, Mango Chunks@mango, Blueberries@blueberries, Smoothie Mix',
          'Frozen Herbs & Garlic = frozenVeg@herb : Chopped Garlic@garlic, Chopped Onions@onion, Chopped Herbs',
        ],
      ],
      [
        'Chips & Potatoes',
        [
          'Oven Chips = chips : Crinkle Cut Chips, Straight Cut Chips, Chunky Chips, Skinny Fries',
          'Roast Potatoes & Wedges = chips@potato : Roast Potatoes, Potato Wedges, Hash Browns, Potato Waffles@waffle',
          'Sweet Potato Fries = chips@roasted-sweet-potato : Sweet Potato Fries, Sweet Potato Wedges',
        ],
      ],
      [
        'Frozen Meat & Fish',
        [
          'Fish Fingers & Battered Fish = frozenFish : Fish Fingers, Battered Cod, Breaded Haddock, Scampi',
          'Frozen Fish Fillets = frozenFish@fish : Salmon Fillets, Cod Fillets, Basa Fillets',
          'Frozen Prawns = frozenFish@shrimp : King Prawns, Cooked Prawns, Tempura Prawns@fried-shrimp',
          'Frozen Chicken = frozenMeat@poultry-leg : Chicken Nuggets, Southern Fried Chicken, Chicken Kievs, Breaded Chicken Fillets',
          'Frozen Burgers & Sausages = frozenMeat : Beef Burgers, Pork Sausages@hot-dog, Meatballs',
          'Frozen Meat-Free = frozenMeat@falafel : Vegetable Fingers, Meat-Free Burgers, Falafel',
        ],
      ],
      [
        'Frozen Pizza & Ready Meals',
        [
          'Frozen Pizza = frozenPizza : Margherita Pizza, Pepperoni Pizza, Hawaiian Pizza, Vegetable Pizza, Stuffed Crust Pizza',
          'Frozen Ready Meals = frozenReady : Lasagne@spaghetti, Chicken Curry, Cottage Pie@pie, Chilli Con Carne',
          'Frozen Pies & Pastry = frozenReady@pie : Steak Pie, Chicken Pie, Puff Pastry Sheets, Sausage Rolls',
          'Frozen Yorkshire Puddings = frozenReady@bread : Yorkshire Puddings, Toad in the Hole',
          'Frozen Party Food = frozenReady@falafel : Spring Rolls, Mini Samosas, Chicken Satay Skewers',
        ],
      ],
      [
        'Ice Cream & Desserts',
        [
          'Ice Cream Tubs = iceCream : Vanilla Ice Cream, Chocolate Ice Cream, Salted Caramel Ice Cream, Mint Choc Chip Ice Cream, Strawberry Ice Cream',
          'Ice Lollies & Cones = iceCream@soft-ice-cream : Ice Lollies#6x60ml=300/10x50ml=400, Choc Ices#4x70ml=250/6x70ml=325, Ice Cream Cones#4x110ml=350/6x110ml=450, Fruit Lollies#8x40ml=250@shaved-ice',
          'Sorbet & Frozen Yogurt = iceCream@shaved-ice : Lemon Sorbet, Raspberry Sorbet, Frozen Yogurt',
          'Frozen Desserts = frozenDessert : Profiteroles, Cheesecake, Apple Pie, Gateau@shortcake',
          'Ice = ice : Ice Cubes, Crushed Ice',
        ],
      ],
    ],
  },
  {
    name: 'Beer, Wine & Spirits',
    icon: 'wine-glass',
    aisles: [
      [
        'Red Wine',
        [
          'Merlot = wine : Chilean Merlot, French Merlot, Merlot Reserve',
          'Malbec = wine : Argentinian Malbec, Malbec Reserva',
          'Rioja & Tempranillo = wine : Rioja Crianza, Rioja Reserva, Tempranillo',
          'Shiraz = wine : Australian Shiraz, Shiraz Cabernet, Syrah',
          'Pinot Noir = wine : New Zealand Pinot Noir, Burgundy Pinot Noir, Chilean Pinot Noir',
          'Cabernet Sauvignon = wine : Cabernet Sauvignon, Bordeaux Supérieur',
          "Italian Red Wine = wine : Chianti, Primitivo, Montepulciano d'Abruzzo, Valpolicella",
        ],
      ],
      [
        'White Wine',
        [
          'Sauvignon Blanc = wine : Marlborough Sauvignon Blanc, Chilean Sauvignon Blanc, Sancerre',
          'Chardonnay = wine : Australian Chardonnay, Chablis, Californian Chardonnay',
          'Pinot Grigio = wine : Pinot Grigio, Pinot Grigio Blush',
          'Riesling & Aromatic Whites = wine : Riesling, Gewürztraminer, Albariño, Picpoul de Pinet',
          'Chenin & Viognier = wine : South African Chenin Blanc, Viognier',
        ],
      ],
      [
        'Rosé Wine',
        [
          'Provence Rosé = wine : Côtes de Provence Rosé, Provence Rosé Reserve',
          'Pink Wine = wine : White Zinfandel Rosé, Pinot Grigio Rosé, Grenache Rosé',
        ],
      ],
      [
        'Champagne & Sparkling Wine',
        [
          'Champagne = fizz : Brut Champagne#75cl=2800/37.5cl=1600, Rosé Champagne#75cl=3400, Vintage Champagne#75cl=4500',
          'Prosecco = fizz : Prosecco#75cl=850/20cl=325, Prosecco Rosé#75cl=950, Prosecco Superiore#75cl=1300',
          'English Sparkling Wine = fizz : English Sparkling Brut, English Sparkling Rosé',
          'Cava & Crémant = fizz : Cava Brut#75cl=750, Crémant de Loire#75cl=1400',
        ],
      ],
      [
        'Beer & Cider',
        [
          'Lager = beer : Premium Lager, Pilsner, Helles Lager, Pale Lager',
          'Ales & Bitters = beer : Best Bitter, Golden Ale, Ruby Ale, Brown Ale',
          'Craft Beer & IPA = beer : IPA, Pale Ale, Session IPA, Hazy IPA',
          'Stout & Porter = beer : Stout, Porter, Oatmeal Stout',
          'Cider = cider@green-apple : Medium Dry Cider, Cloudy Cider, Pear Cider@pear, Berry Cider',
          'World Beer = beer : Mexican Lager, Belgian Wheat Beer, Japanese Rice Lager',
        ],
      ],
      [
        'Spirits & Liqueurs',
        [
          'Gin = spirits : London Dry Gin, Pink Gin, Sloe Gin, Rhubarb & Ginger Gin',
          'Vodka = spirits : Premium Vodka, Triple Distilled Vodka',
          'Whisky = spirits : Single Malt Scotch Whisky, Blended Scotch Whisky, Irish Whiskey, Bourbon',
          'Rum = spirits : Spiced Rum, Dark Rum, White Rum',
          'Brandy & Cognac = spirits : VS Cognac, French Brandy',
          'Liqueurs = liqueur : Cream Liqueur, Coffee Liqueur, Orange Liqueur, Amaretto',
          'Ready to Drink = liqueur@cocktail-glass : Gin & Tonic Cans, Espresso Martini Cocktail, Rum & Cola Cans',
        ],
      ],
      [
        'Fortified Wine',
        [
          'Port = wine : Ruby Port, Tawny Port, Late Bottled Vintage Port',
          'Sherry = wine : Fino Sherry, Amontillado Sherry, Cream Sherry',
        ],
      ],
      [
        'Low & No Alcohol',
        [
          'Alcohol Free Beer = alcoholFree : Alcohol Free Lager, Alcohol Free IPA, Alcohol Free Stout',
          'Alcohol Free Wine & Spirits = alcoholFree@wine-glass : Alcohol Free Sparkling, Alcohol Free Rosé, Alcohol Free Botanical Spirit',
          'Mixers = mixers : Indian Tonic Water, Light Tonic Water, Ginger Ale, Soda Water, Ginger Beer',
        ],
      ],
    ],
  },
  {
    name: 'Tea, Coffee & Soft Drinks',
    icon: 'hot-beverage',
    aisles: [
      [
        'Tea',
        [
          'Everyday Tea = tea : English Breakfast Tea, Everyday Tea Bags, Decaf Tea Bags, Gold Blend Tea',
          'Speciality Tea = tea@teapot : Earl Grey, Assam Tea, Darjeeling Tea, Loose Leaf Breakfast Tea',
          'Green Tea = tea : Green Tea, Green Tea with Mint, Jasmine Green Tea',
          'Herbal & Fruit Tea = tea : Peppermint Tea, Camomile Tea, Lemon & Ginger Tea, Berry Tea, Rooibos',
        ],
      ],
      [
        'Coffee',
        [
          'Instant Coffee = coffee : Gold Instant Coffee#100g=300/200g=500, Decaf Instant Coffee#100g=325/200g=550, Smooth Instant Coffee#100g=275/200g=475',
          'Ground Coffee = coffee : Italian Ground Coffee, Colombian Ground Coffee, Espresso Ground Coffee',
          'Coffee Beans = coffee : Espresso Beans#500g=700/1kg=1200, House Blend Beans#500g=650/1kg=1100, Single Origin Beans#227g=450/500g=800',
          'Coffee Pods & Capsules = coffee : Lungo Capsules#10 capsules=300/20 capsules=550, Espresso Capsules#10 capsules=300/20 capsules=550, Latte Pods#8 pods=450/16 pods=800',
          'Hot Chocolate & Malted Drinks = hotChocolate : Hot Chocolate, Luxury Hot Chocolate, Malted Milk Drink',
        ],
      ],
      [
        'Soft Drinks',
        [
          'Cola = softDrinks : Cola, Diet Cola, Zero Sugar Cola, Cherry Cola',
          'Lemonade & Fizzy Drinks = softDrinks : Cloudy Lemonade, Traditional Lemonade, Orangeade, Cream Soda, Sparkling Elderflower',
          'Mixers & Tonic = mixers : Tonic Water, Ginger Ale, Bitter Lemon',
          'Sports & Energy Drinks = energy : Energy Drink, Sugar Free Energy Drink, Isotonic Sports Drink',
          'Kids Drinks = ambientJuice : Kids Fruit Juice Cartons, Apple & Blackcurrant Cartons',
        ],
      ],
      [
        'Water',
        [
          'Still Water = water : Still Spring Water, Still Mineral Water',
          'Sparkling Water = water : Sparkling Spring Water, Sparkling Mineral Water',
          'Flavoured Water = water : Lemon & Lime Flavoured Water, Strawberry Flavoured Water, Peach Flavoured Water',
        ],
      ],
      [
        'Juice & Squash',
        [
          'Long Life Juice = ambientJuice : Orange Juice, Apple Juice, Pineapple Juice, Tomato Juice, Cranberry Juice',
          'Squash & Cordials = squash : Orange Squash, Blackcurrant Squash, Lemon Barley Water, Elderflower Cordial',
          'Coconut Water & Iced Tea = softDrinks@coconut : Coconut Water, Peach Iced Tea, Lemon Iced Tea',
        ],
      ],
    ],
  },
  {
    name: 'Household',
    icon: 'sponge',
    aisles: [
      [
        'Cleaning',
        [
          'Multi-Purpose Cleaners = cleaning : Multi-Purpose Spray, Antibacterial Spray, Anti-Bac Wipes',
          'Bathroom Cleaners = cleaning : Bathroom Cleaner, Limescale Remover, Mould Remover',
          'Toilet Cleaners = cleaning@toilet : Thick Bleach, Toilet Gel, Toilet Rim Blocks',
          'Kitchen Cleaners = cleaning : Kitchen Spray, Oven Cleaner, Hob Cleaner, Degreaser',
          'Floor & Glass Cleaners = cleaning@broom : Floor Cleaner, Glass Cleaner, Wood Polish',
          'Cloths, Sponges & Gloves = cleaning : Scourer Sponges, Microfibre Cloths, Rubber Gloves, Dish Brush',
        ],
      ],
      [
        'Laundry',
        [
          'Laundry Liquid = laundry : Bio Laundry Liquid, Non Bio Laundry Liquid, Colour Laundry Liquid',
          'Laundry Capsules = laundry : Bio Laundry Capsules, Non Bio Laundry Capsules',
          'Laundry Powder = laundry : Bio Washing Powder, Non Bio Washing Powder',
          'Fabric Conditioner = laundry : Fabric Conditioner, Sensitive Fabric Conditioner',
          'Stain Removers = laundry : Stain Remover Spray, Oxi Stain Remover',
        ],
      ],
      [
        'Washing Up & Dishwasher',
        [
          'Washing Up Liquid = dishwasher : Original Washing Up Liquid, Lemon Washing Up Liquid, Eco Washing Up Liquid',
          'Dishwasher Tablets = dishwasher : All in One Dishwasher Tablets, Eco Dishwasher Tablets',
          'Dishwasher Salt & Rinse Aid = dishwasher@salt : Dishwasher Salt, Rinse Aid, Machine Cleaner',
        ],
      ],
      [
        'Kitchen Roll & Toilet Tissue',
        [
          'Toilet Roll = paper : Quilted Toilet Tissue, Soft Toilet Tissue, Recycled Toilet Tissue',
          'Kitchen Roll = paper : Kitchen Roll, Extra Absorbent Kitchen Roll',
          'Tissues = tissues : Facial Tissues, Balsam Tissues, Pocket Tissues',
        ],
      ],
      [
        'Food Storage & Bin Bags',
        [
          'Bin Bags = binBags : Kitchen Bin Bags, Pedal Bin Liners, Refuse Sacks',
          'Foil, Cling Film & Baking Paper = binBags@roll-of-paper : Kitchen Foil, Cling Film, Baking Parchment',
          'Food Bags & Containers = binBags@takeout-box : Freezer Bags, Sandwich Bags, Food Containers',
        ],
      ],
      [
        'Home & Kitchen',
        [
          'Kitchenware = kitchenware : Chef Knife, Wooden Spoon Set@spoon, Non-Stick Frying Pan@shallow-pan-of-food, Mixing Bowl@bowl-with-spoon',
          'Light Bulbs & Batteries = homeLight : LED Bulb, AA Batteries@battery, AAA Batteries@battery',
          'Candles & Air Fresheners = candles : Scented Candle, Reed Diffuser, Air Freshener Spray',
          'Matches & Firelighters = homeLight@fire : Matches, Firelighters, Kindling',
          '~Barbecue = homeLight@fire : Disposable Barbecue, Charcoal Briquettes',
          'Party Supplies = homeLight@balloon : Balloons#10 pack=250/20 pack=400, Party Napkins#20 pack=150/40 pack=250, Paper Plates#10 pack=200/20 pack=350',
        ],
      ],
    ],
  },
  {
    name: 'Toiletries, Health & Beauty',
    icon: 'lotion-bottle',
    aisles: [
      [
        'Hair Care',
        [
          'Shampoo = shampoo : Everyday Shampoo, Anti-Dandruff Shampoo, Volume Shampoo, Coconut Shampoo',
          'Conditioner = shampoo : Conditioner, Repair Conditioner, Smooth Conditioner',
          'Hair Styling = shampoo : Hairspray, Hair Gel, Styling Mousse',
          'Hair Colour = shampoo : Permanent Hair Colour#each=700, Root Touch Up#75ml=600',
        ],
      ],
      [
        'Bath & Shower',
        [
          "Shower Gel = bodywash : Shower Gel, Moisturising Shower Cream, Men's Shower Gel",
          'Bath Soak & Bubbles = bodywash@bubbles : Bubble Bath, Bath Soak, Bath Salts',
          'Soap & Hand Wash = bodywash : Hand Wash, Soap Bars, Hand Wash Refill',
        ],
      ],
      [
        'Dental Care',
        [
          'Toothpaste = dental : Fluoride Toothpaste#75ml=200/100ml=250, Whitening Toothpaste#75ml=300, Sensitive Toothpaste#75ml=350',
          'Toothbrushes = dental : Medium Toothbrush#each=250/2 pack=400, Soft Toothbrush#each=250/2 pack=400, Electric Toothbrush Heads#2 pack=900/4 pack=1600',
          'Mouthwash & Floss = dental : Mouthwash#500ml=350, Dental Floss#each=200, Interdental Brushes#8 pack=350',
        ],
      ],
      [
        'Deodorants',
        [
          "Women's Deodorant = deodorant : Anti-Perspirant Spray, Roll-On Deodorant",
          "Men's Deodorant = deodorant : Men's Anti-Perspirant, Men's Body Spray",
        ],
      ],
      [
        'Shaving & Hair Removal',
        [
          'Razors & Blades = shaving : Razor Blades#4 pack=900/8 pack=1600, Disposable Razors#5 pack=350/10 pack=600',
          'Shaving Foam & Gel = shaving@bubbles : Shaving Gel#200ml=250, Shaving Foam#250ml=200, Aftershave Balm#100ml=600',
        ],
      ],
      [
        'Skin Care',
        [
          'Moisturisers = skincare : Face Moisturiser, Body Lotion, Hand Cream',
          'Cleansers & Toners = skincare : Micellar Water, Face Wash, Facial Wipes',
          'Sun Care = skincare@sun-with-face : Sun Cream SPF 30, Sun Cream SPF 50, After Sun',
          'Lip Care = skincare@lipstick : Lip Balm, Tinted Lip Balm',
        ],
      ],
      [
        'Make Up & Nails',
        [
          'Face Make Up = makeup : Foundation#30ml=900, Concealer#7ml=600, Face Powder#9g=700',
          'Eye Make Up = makeup : Mascara, Eyeliner, Eyeshadow Palette',
          'Nails = makeup@nail-polish : Nail Polish, Nail Polish Remover',
        ],
      ],
      [
        'Medicines & Health',
        [
          'Pain Relief = medicine : Paracetamol Tablets, Ibuprofen Tablets, Aspirin Tablets',
          'Cold & Flu = medicine@thermometer : Cold & Flu Capsules, Cough Syrup#150ml=450/200ml=550, Throat Lozenges#36 lozenges=350',
          'Allergy & Hay Fever = medicine : Hay Fever Tablets, Allergy Relief',
          'Digestive Health = medicine : Indigestion Tablets, Rehydration Sachets',
          'Vitamins & Supplements = vitamins : Vitamin D, Multivitamins, Vitamin C, Cod Liver Oil, Omega 3',
          'First Aid = firstAid : Plasters, Fabric Plasters, Antiseptic Cream, Bandages',
        ],
      ],
      [
        'Feminine Care',
        [
          'Sanitary Towels = tissues@lotion-bottle : Sanitary Towels, Panty Liners, Night Towels',
          'Tampons = tissues@lotion-bottle : Regular Tampons, Super Tampons',
        ],
      ],
    ],
  },
  {
    name: 'Baby & Toddler',
    icon: 'baby-bottle',
    aisles: [
      [
        'Nappies & Wipes',
        [
          'Nappies = nappies : Newborn Nappies, Size 3 Nappies, Size 4 Nappies, Size 5 Nappies, Nappy Pants',
          'Baby Wipes = babyWipes : Fragrance Free Baby Wipes, Sensitive Baby Wipes, Water Wipes',
          'Nappy Bags & Changing = babyWipes : Nappy Bags, Changing Mats',
        ],
      ],
      [
        'Baby Food',
        [
          'First Tastes = babyFood : Apple Purée, Carrot Purée, Sweet Potato Purée, Pear Purée',
          'Baby Meals = babyFood : Spaghetti Bolognese Baby Meal, Cottage Pie Baby Meal, Chicken Casserole Baby Meal',
          'Baby Snacks = babyFood@rice-cracker : Puffed Corn Snacks, Rice Cakes, Fruit Melts',
          'Toddler Food = babyFood : Fruit Pouches, Toddler Pasta, Oat Bars',
        ],
      ],
      [
        'Baby Milk',
        [
          'First Infant Milk = babyMilk : First Infant Milk Powder, First Infant Milk Ready to Feed',
          'Follow On & Growing Up Milk = babyMilk : Follow On Milk, Growing Up Milk',
        ],
      ],
      [
        'Baby Toiletries',
        [
          'Baby Bath & Shampoo = babyToiletries : Baby Bath, Baby Shampoo, Top to Toe Wash',
          'Baby Lotion & Cream = babyToiletries : Baby Lotion, Nappy Cream, Baby Oil',
        ],
      ],
    ],
  },
  {
    name: 'Pet',
    icon: 'paw-prints',
    aisles: [
      [
        'Dog',
        [
          'Dog Food Pouches & Tins = dogFood : Adult Dog Food in Gravy, Puppy Food, Senior Dog Food',
          'Dry Dog Food = dogFood : Complete Dry Dog Food, Grain Free Dry Dog Food',
          'Dog Treats = petTreats : Dental Sticks, Dog Biscuits, Chews',
        ],
      ],
      [
        'Cat',
        [
          'Cat Food Pouches = catFood : Cat Food in Jelly, Cat Food in Gravy, Kitten Food',
          'Dry Cat Food = catFood : Complete Dry Cat Food, Indoor Cat Dry Food',
          'Cat Treats = petTreats@cat-face : Cat Treats, Cat Milk',
          'Cat Litter = catLitter : Clumping Cat Litter, Wood Cat Litter',
        ],
      ],
      [
        'Small Animals, Birds & Fish',
        [
          'Small Animal Food = smallPet : Rabbit Food, Guinea Pig Food, Timothy Hay',
          'Bird Food = smallPet@bird : Wild Bird Seed, Fat Balls#6 pack=250/50 pack=900, Suet Pellets',
          'Fish Food = smallPet@tropical-fish : Tropical Fish Flakes#50g=350/100g=600, Goldfish Flakes#50g=300',
        ],
      ],
    ],
  },
  {
    name: 'Everyday Essentials',
    icon: 'shopping-cart',
    mode: 'essential',
    banner: { heading: 'Essential quality, everyday prices' },
    aisles: [
      [
        'Essential Fresh',
        [
          'Essential Dairy = milk : Semi Skimmed Milk, Mature Cheddar#200g=240/400g=425@cheese-wedge, Salted Butter#250g=225/500g=420@butter, Natural Yogurt#500g=140/1kg=250@bowl-with-spoon',
          'Essential Eggs = eggs : Mixed Weight Eggs, Large Eggs',
          'Essential Fruit & Veg = veg : Carrots, Brown Onions@onion, Bananas@banana, Apples@red-apple, Potatoes@potato',
          'Essential Meat = mince : Beef Mince, Chicken Breast Fillets@poultry-leg, Pork Sausages@hot-dog',
        ],
      ],
      [
        'Essential Cupboard',
        [
          'Essential Tins = tins : Baked Beans@beans, Chopped Tomatoes@tomato, Sweetcorn@ear-of-corn, Tuna Chunks',
          'Essential Pasta & Rice = pasta : Spaghetti, Fusilli, Long Grain Rice@cooked-rice',
          'Essential Breakfast = cereal : Corn Flakes, Porridge Oats, Wheat Biscuits',
          'Essential Snacks = biscuits : Digestives, Rich Tea, Ready Salted Crisps@french-fries',
        ],
      ],
      [
        'Essential Household',
        [
          'Essential Cleaning = cleaning : Thick Bleach, Washing Up Liquid@bubbles, Multi-Purpose Spray',
          'Essential Paper = paper : Toilet Tissue, Kitchen Roll',
          'Essential Toiletries = bodywash : Shower Gel, Hand Wash, Toothpaste@toothbrush',
        ],
      ],
    ],
  },
  {
    name: 'Dietary & Lifestyle',
    icon: 'seedling',
    aisles: [
      [
        'Vegan',
        [
          'Vegan Chilled = plantBased : Vegan Cheese Alternative@cheese-wedge, Plant-Based Spread@butter, Vegan Pesto@jar',
          "Vegan Ready Meals = plantBased@shallow-pan-of-food : Vegan Lasagne, Vegan Katsu Curry, Vegan Shepherd's Pie",
          'Vegan Snacks & Treats = plantBased@chocolate-bar : Vegan Chocolate, Vegan Cookies@cookie, Vegan Protein Balls',
        ],
        'plant',
      ],
      [
        'Vegetarian',
        [
          'Vegetarian Meals = plantBased@shallow-pan-of-food : Vegetable Lasagne, Spinach & Ricotta Cannelloni, Mushroom Stroganoff',
          'Vegetarian Protein = plantBased : Halloumi Burgers, Mycoprotein Pieces, Bean Burgers',
        ],
      ],
      [
        'High Protein',
        [
          'Protein Snacks = nuts@peanuts : Protein Bars@cookie, Protein Balls, Roasted Chickpeas',
          'Protein Yogurts & Drinks = yogurt : High Protein Yogurt, Protein Milkshake@glass-of-milk, Skyr',
        ],
      ],
      [
        'Low Calorie & Healthy Eating',
        [
          'Healthy Ready Meals = readyMeal : Chicken Arrabbiata, Salmon & Sweet Potato, Turkey Chilli',
          'Light Snacks = popcorn : Light Popcorn, Veggie Straws, Rice Cake Thins@rice-cracker',
          'Sugar Free Drinks = softDrinks : Sugar Free Lemonade, Diet Ginger Beer, Zero Cola',
        ],
      ],
      [
        'Halal & Kosher',
        [
          'Halal Meat = chicken : Halal Chicken Breast, Halal Lamb Mince@meat-on-bone, Halal Beef Burgers@hamburger',
          'Kosher Foods = worldFood@bread : Challah, Matzos, Gefilte Fish@fish',
        ],
      ],
    ],
  },
  {
    name: 'Free From',
    icon: 'leafy-green',
    mode: 'freeFrom',
    aisles: [
      [
        'Gluten Free',
        [
          'Gluten Free Bread = freeFromBakery : White Sliced Loaf, Brown Seeded Loaf, Bagels@bagel, Wraps@flatbread',
          'Gluten Free Pasta & Grains = freeFromFood@spaghetti : Fusilli, Spaghetti, Penne',
          'Gluten Free Biscuits & Cakes = freeFromBakery@cookie : Chocolate Chip Cookies, Digestives, Lemon Drizzle Cake@shortcake, Brownies',
          'Gluten Free Cereals = freeFromFood : Cornflakes, Granola, Porridge Oats',
          'Gluten Free Flour & Baking = freeFromFood@sheaf-of-rice : Plain Flour Blend, Self Raising Flour Blend, Bread Mix',
        ],
      ],
      [
        'Dairy Free',
        [
          'Dairy Free Milk Alternatives = plantMilk : Oat Drink, Soya Drink, Almond Drink',
          'Dairy Free Cheese = freeFromFood@cheese-wedge : Cheddar Style Block, Grated Mozzarella Style, Cream Cheese Alternative',
          'Dairy Free Yogurts & Desserts = freeFromFood@custard : Coconut Yogurt, Chocolate Dessert Pots, Oat Custard',
          'Dairy Free Ice Cream = freeFromFood@ice-cream : Vanilla Frozen Dessert, Chocolate Frozen Dessert',
          'Dairy Free Chocolate = freeFromFood@chocolate-bar : Dairy Free Milk Chocolate, Dark Chocolate Buttons',
        ],
      ],
      [
        'Nut Free & Allergy Friendly',
        [
          'Nut Free Snacks = freeFromFood@cookie : Nut Free Cereal Bars, Nut Free Cookies',
          'Allergy Friendly Meals = freeFromFood@shallow-pan-of-food : Free From Lasagne, Free From Fish Fingers@fried-shrimp',
        ],
      ],
    ],
  },
  {
    name: 'Organic',
    icon: 'seedling',
    mode: 'organic',
    aisles: [
      [
        'Organic Fresh',
        [
          'Organic Milk & Dairy = milk : Semi Skimmed Milk, Whole Milk, Natural Yogurt#500g=140/1kg=250@bowl-with-spoon, Butter#250g=225/500g=420@butter',
          'Organic Fruit = fruit : Bananas@banana, Apples@red-apple, Lemons@lemon, Blueberries@blueberries',
          'Organic Vegetables = veg : Carrots, Broccoli@broccoli, Onions@onion, Potatoes@potato, Spinach@leafy-green',
          'Organic Meat = chicken : Whole Chicken, Beef Mince@cut-of-meat, Pork Sausages@hot-dog',
          'Organic Eggs = eggs : Free Range Eggs, Large Free Range Eggs',
        ],
      ],
      [
        'Organic Cupboard',
        [
          'Organic Pasta & Rice = pasta : Spaghetti, Penne, Brown Rice@cooked-rice',
          'Organic Tins & Jars = tins : Chopped Tomatoes@tomato, Chickpeas@beans, Coconut Milk@coconut',
          'Organic Breakfast = cereal : Porridge Oats, Granola, Muesli',
          'Organic Tea & Coffee = tea : English Breakfast Tea, Green Tea, Ground Coffee@hot-beverage',
          'Organic Snacks = nuts : Mixed Nuts, Dark Chocolate@chocolate-bar, Oatcakes@rice-cracker',
        ],
      ],
      [
        'Organic Baby',
        ['Organic Baby Food = babyFood : Apple & Banana Purée, Vegetable Risotto, Porridge'],
      ],
    ],
  },
  {
    name: 'Christmas',
    id: CHRISTMAS_ID,
    icon: 'christmas-tree',
    banner: { heading: 'Christmas is coming', subheading: 'Order your festive food early' },
    aisles: [
      [
        'Christmas Food',
        [
          'Christmas Puddings = christmasBake@custard : Christmas Pudding, Luxury Christmas Pudding, Gluten Free Christmas Pudding',
          'Mince Pies = christmasBake : All Butter Mince Pies, Deep Filled Mince Pies, Frangipane Mince Pies',
          'Christmas Cakes & Stollen = christmasBake@shortcake : Iced Christmas Cake, Stollen, Panettone, Yule Log',
          'Turkey & Christmas Meat = christmasMeat : Whole Turkey, Turkey Crown, Three Bird Roast, Gammon Joint@cut-of-meat',
          'Stuffing & Trimmings = stock : Sage & Onion Stuffing, Pigs in Blankets@hot-dog, Bread Sauce, Cranberry Sauce@jar',
          'Festive Cheese = cheese : Festive Cheese Selection, Stilton Truckle, Baked Camembert',
          '~Easter Eggs = christmasGift@egg : Milk Chocolate Easter Egg, Dark Chocolate Easter Egg',
        ],
      ],
      [
        'Christmas Gifts & Treats',
        [
          'Selection Boxes = christmasGift : Selection Box, Chocolate Advent Calendar, Chocolate Coins',
          'Chocolate Gifts = christmasGift@chocolate-bar : Chocolate Truffle Gift Box, Chocolate Orange, Luxury Chocolate Hamper',
          'Biscuit Tins = christmasGift@cookie : Festive Biscuit Tin, Shortbread Tin',
          'Festive Drinks = fizz : Christmas Prosecco#75cl=900, Mulled Wine#75cl=650@wine-glass, Christmas Champagne#75cl=3000',
          'Crackers & Decorations = christmasHome : Christmas Crackers, Luxury Christmas Crackers, Table Decorations@sparkles',
          '!Christmas Clearance = christmasGift : Clearance Selection Box, Clearance Advent Calendar',
        ],
      ],
    ],
  },
  {
    name: 'Summer & Seasonal',
    icon: 'sun-with-face',
    aisles: [
      [
        'Barbecue',
        [
          '~Barbecue Meat = sausages : Barbecue Sausages, Burgers@hamburger, Kebabs',
          'Barbecue Sauces & Rubs = condiment : Smoky Barbecue Sauce, Chipotle Rub, Burger Relish',
          'Picnic Food = sandwich@basket : Picnic Pies, Scotch Eggs, Mini Sausage Rolls',
        ],
      ],
      [
        'Staff Picks',
        [
          '!Staff Picks = cheese : Staff Pick Cheddar, Staff Pick Brie',
          '!Trade Packs = crisps : Catering Crisps, Catering Box Crisps',
        ],
      ],
    ],
  },
];

/** The entertaining shop, its own root: two levels below it. */
export const ENTERTAINING: readonly AisleSpec[] = [
  [
    'Party Food',
    [
      'Canapés = partyFood : Smoked Salmon Blinis@fish, Mini Beef Wellingtons@pie, Goats Cheese Tartlets@cheese-wedge',
      'Party Bites = partyFood : Mini Sausage Rolls@hot-dog, Chicken Satay Skewers@poultry-leg, Vegetable Samosas',
      'Sushi & Dim Sum = partyFood@sushi : Sushi Party Platter, Dim Sum Selection@dumpling',
    ],
  ],
  [
    'Platters & Buffets',
    [
      'Sandwich Platters = platter : Classic Sandwich Platter, Vegetarian Sandwich Platter, Wraps Platter@flatbread',
      "Meat & Cheese Platters = platter@cheese-wedge : Cheese Board Platter, Charcuterie Platter@cut-of-meat, Ploughman's Platter",
      'Seafood Platters = platter@shrimp : Prawn Platter, Smoked Salmon Platter@fish',
      'Fruit & Crudités = platter@grapes : Fruit Platter, Crudités Platter@carrot',
    ],
  ],
  [
    'Celebration Cakes',
    [
      'Birthday Cakes = celebrationCake : Chocolate Birthday Cake, Unicorn Birthday Cake, Number Cake',
      'Personalised Cakes = personalisedCake : Personalised Chocolate Cake, Personalised Sponge Cake, Personalised Photo Cake',
      'Cupcakes & Tray Bakes = celebrationCake@cupcake : Cupcake Selection, Tray Bake Selection',
      'Wedding Cakes = celebrationCake@shortcake : Three Tier Wedding Cake, Naked Wedding Cake',
    ],
  ],
  [
    'Desserts',
    [
      'Cheesecakes & Tarts = entertainingDessert : Vanilla Cheesecake, Lemon Tart@pie, Chocolate Torte',
      'Pavlovas & Trifles = entertainingDessert : Raspberry Pavlova, Sherry Trifle, Eton Mess',
    ],
  ],
  [
    'Drinks & Fizz',
    [
      'Party Fizz = entertainingDrinks : Prosecco Case#6x75cl=5000, Champagne Magnum#150cl=6000@bottle-with-popping-cork, Sparkling Rosé Case#6x75cl=5500',
    ],
  ],
  [
    'Christmas Entertaining',
    [
      'Christmas Roasts = christmasEntertaining@poultry-leg : Turkey Crown Feast, Beef Wellington@pie, Nut Roast Centrepiece@chestnut',
      'Christmas Platters = christmasEntertaining : Festive Cheese Platter@cheese-wedge, Christmas Canapé Selection@falafel',
      'Christmas Desserts = christmasEntertaining@shortcake : Christmas Pudding Centrepiece@custard, Chocolate Yule Log',
    ],
  ],
];
