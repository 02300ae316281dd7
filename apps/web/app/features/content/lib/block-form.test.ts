import { validateContentFragment } from '@grocer/domain/content/content-fragment';
import { type ContentBlock, validateContentPage } from '@grocer/domain/content/content-page';
import { describe, expect, it } from 'vitest';
import {
  applyBlockEdit,
  blockEditOf,
  bodyFromFields,
  documentFieldsFromForm,
  emptyBlockFields,
  fieldsOfBlock,
  problemForPeople,
} from './block-form.ts';

const hero: ContentBlock = {
  kind: 'hero',
  eyebrow: 'Larkfield groceries',
  title: 'Fresh food',
  text: 'Fill your trolley.',
  links: [{ label: 'Book a slot', href: '/ecom/service-selection' }],
};
const teaser: ContentBlock = {
  kind: 'teaser',
  subject: 'offer',
  title: 'Half price',
  text: '',
  linkLabel: 'See offers',
  href: '/ecom/shop/browse/offers',
  imageSrc: '/ecom/assets/food/label.svg',
  imageAlt: '',
};

/** The form a browser would post for these fields. */
function formOf(fields: Record<string, string>[], extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('blockCount', String(fields.length));
  fields.forEach((block, i) => {
    for (const [name, value] of Object.entries(block)) form.set(`b${i}.${name}`, value);
  });
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

describe('the editor form', () => {
  it('posts back every kind of block unchanged: fields of a block, form, body', () => {
    const blocks: ContentBlock[] = [
      hero,
      { kind: 'heading', level: 3, text: 'In season' },
      {
        kind: 'richText',
        paragraphs: [
          { runs: [{ text: 'Ring ' }, { text: 'us', bold: true, href: 'tel:08001234567' }] },
          { runs: [{ text: 'Second paragraph.' }] },
        ],
      },
      { kind: 'callToAction', label: 'Book', href: '/ecom/service-selection' },
      { kind: 'productCarousel', title: 'Berries', lineNumbers: ['123', '456'] },
      { kind: 'productCarousel', title: 'Berries', searchTerm: 'strawberries' },
      teaser,
    ];
    const fields = documentFieldsFromForm(formOf(blocks.map(fieldsOfBlock)));
    const body = bodyFromFields({ kind: 'fragment', ref: 'homepage' }, fields);
    expect(validateContentFragment(body)).toEqual({
      ok: true,
      fragment: { key: 'homepage', blocks },
    });
  });

  it('reads a page’s title and meta description, and leaves the rule to refuse what is wrong', () => {
    const form = formOf([{ kind: 'callToAction', label: 'Go', href: 'javascript:alert(1)' }], {
      title: 'Our farms',
      metaDescription: 'Where our food comes from.',
    });
    const body = bodyFromFields(
      { kind: 'page', ref: '/ecom/content/our-farms' },
      documentFieldsFromForm(form),
    );
    const result = validateContentPage(body);
    expect(result.ok ? [] : result.problems.map(problemForPeople)).toEqual([
      'Block 1, href: must be a same-site /ecom path, an https URL, mailto: or tel:',
    ]);
    expect(
      validateContentPage(
        bodyFromFields(
          { kind: 'page', ref: '/ecom/content/x' },
          {
            blocks: [{ kind: 'html' as never }],
          },
        ),
      ),
    ).toMatchObject({ ok: false });
  });

  it('adds, moves and removes blocks without saving anything', () => {
    const blocks = [fieldsOfBlock(hero), fieldsOfBlock(teaser)];
    const add = blockEditOf('add:heading');
    expect(add).toEqual({ kind: 'add', blockKind: 'heading' });
    const added = applyBlockEdit(blocks, add!);
    expect(added.at(-1)).toEqual(emptyBlockFields('heading'));
    expect(applyBlockEdit(blocks, blockEditOf('up:1')!).map((b) => b.kind)).toEqual([
      'teaser',
      'hero',
    ]);
    expect(applyBlockEdit(blocks, blockEditOf('remove:0')!).map((b) => b.kind)).toEqual(['teaser']);
    expect(applyBlockEdit(blocks, blockEditOf('down:1')!)).toEqual(blocks);
    for (const intent of ['add:html', 'remove:x', 'save', 'drop:1']) {
      expect(blockEditOf(intent), intent).toBeNull();
    }
  });
});
