import { describe, expect, it } from 'vitest';
import { shelfHeadWords } from './shelf-heads.ts';

describe('shelfHeadWords', () => {
  it('says a lager shelf in the Beer & Cider aisle holds beer, not cider or wine', () => {
    expect(shelfHeadWords(['Beer, Wine & Spirits', 'Beer & Cider', 'Lager'])).toEqual([
      'lager',
      'beer',
    ]);
    expect(shelfHeadWords(['Beer, Wine & Spirits', 'Beer & Cider', 'Cider'])).toEqual([
      'cider',
      // A department names its main line first: a cider shelf there still says beer.
      'beer',
    ]);
    expect(shelfHeadWords(['Beer, Wine & Spirits', 'Wine', 'Red Wine'])).toEqual(['wine']);
    expect(shelfHeadWords(['Meat & Fish', 'Chicken', 'Chicken Breasts'])).toEqual([
      'breasts',
      'chicken',
      'meat',
    ]);
    expect(shelfHeadWords(['Meat & Fish', 'Fish & Seafood', 'Salmon'])).toEqual(['salmon', 'fish']);
  });

  it('puts a shelf in the aisle part its name says', () => {
    expect(shelfHeadWords(['Frozen', 'Frozen Meat & Fish', 'Frozen Fish Fillets'])).toEqual([
      'fillets',
      'fish',
      'frozen',
    ]);
    expect(shelfHeadWords(['Frozen', 'Chips & Potatoes', 'Roast Potatoes & Wedges'])).toEqual([
      'potatoes',
      'wedges',
      'frozen',
    ]);
  });

  it('keeps rice out of pasta when the aisle names both', () => {
    expect(shelfHeadWords(['Food Cupboard', 'Pasta, Rice & Noodles', 'Rice'])).toEqual([
      'rice',
      'cupboard',
    ]);
    expect(shelfHeadWords(['Food Cupboard', 'Pasta, Rice & Noodles', 'Dried Pasta'])).toEqual([
      'pasta',
      'cupboard',
    ]);
  });

  it('matches a shelf to its aisle part whatever the plural, and folds accents', () => {
    expect(
      shelfHeadWords(['Fresh & Chilled', 'Butter, Spreads & Eggs', 'Free Range Eggs']),
    ).toEqual(['eggs', 'fresh']);
    expect(shelfHeadWords(['Food Cupboard', 'Biscuits & Crackers', 'Biscuit'])).toEqual([
      'biscuit',
      'biscuits',
      'cupboard',
    ]);
    // A stem exception is its own word: a Sweet shelf is not the aisle's sweets.
    expect(shelfHeadWords(['Food Cupboard', 'Chocolate & Sweets', 'Sweet'])).toEqual([
      'sweet',
      'chocolate',
      'cupboard',
    ]);
    expect(shelfHeadWords(['Bakery', 'Pâté'])).toEqual(['pate', 'bakery']);
  });

  it('gives every part of a shelf named for several things, and nothing for no path', () => {
    expect(shelfHeadWords(['Food Cupboard', 'Condiments & Dressings', 'Stock & Gravy'])).toEqual([
      'stock',
      'gravy',
      'condiments',
      'cupboard',
    ]);
    expect(shelfHeadWords(['Baby & Toddler', 'Nappies & Wipes', 'Nappy Bags & Changing'])).toEqual([
      'bags',
      'changing',
      'nappies',
      'baby',
    ]);
    expect(shelfHeadWords([])).toEqual([]);
    expect(shelfHeadWords(['Bakery'])).toEqual(['bakery']);
  });
});
