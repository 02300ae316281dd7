import { describe, expect, it } from 'vitest';
import { readFilterTags } from './filter-tags.ts';

const kept = (tags: string[]) => readFilterTags(tags).filters.map((filter) => filter.tag);

describe('readFilterTags', () => {
  it('keeps every tag a search can apply, in order', () => {
    const tags = [
      'offers',
      'offers:',
      'dietary:vegan',
      'brand:rise-oat',
      'available:delivery',
      'brand:',
    ];
    expect(kept(tags)).toEqual(tags);
    expect(readFilterTags(tags).problems).toEqual([]);
  });

  it('says why each other tag cannot be applied', () => {
    const { filters, problems } = readFilterTags([
      'Vegetarian',
      'dietary:carnivore',
      'available:mars',
      'offers:yes',
      'constructor',
      '__proto__',
      'dietary:toString',
    ]);
    expect(filters).toEqual([]);
    expect(problems.map((p) => p.why)).toEqual([
      'unknown filter',
      'unknown dietary value',
      'unknown availability',
      'unknown filter',
      'unknown filter',
      'unknown filter',
      'unknown dietary value',
    ]);
  });

  it("takes one 'Available in' choice: the first stands, a different second is a problem", () => {
    const { problems } = readFilterTags(['available:delivery', 'available:entertaining']);
    expect(kept(['available:delivery', 'available:entertaining', 'available:delivery'])).toEqual([
      'available:delivery',
      'available:delivery',
    ]);
    expect(problems).toEqual([
      { tag: 'available:entertaining', why: "'Available in' takes one choice, got a second" },
    ]);
  });
});
