import { describe, expect, it } from 'vitest';
import { readSelection } from './quick-shop.server.ts';

/** The quick shop's form read back (decision 0082): ticked products, quantities by the unit rules. */

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('readSelection', () => {
  it('reads each ticked product with its quantity normalised by its unit, leaving out quantity 0', () => {
    expect(
      readSelection(
        form([
          ['line', '101'],
          ['quantity-101', '2'],
          ['uom-101', 'C62'],
          ['line', '102'],
          ['quantity-102', '0.75'],
          ['uom-102', 'KGM'],
          ['line', '103'],
          ['quantity-103', '0'],
          ['uom-103', 'C62'],
          // Not ticked: its quantity is not read.
          ['quantity-104', '5'],
          ['uom-104', 'C62'],
        ]),
      ),
    ).toEqual({
      ok: true,
      lines: [
        { lineNumber: '101', quantity: { amount: 2, uom: 'C62' } },
        { lineNumber: '102', quantity: { amount: 0.8, uom: 'KGM' } },
      ],
    });
  });

  it('says to choose something when nothing is ticked or every quantity is 0', () => {
    expect(readSelection(form([]))).toEqual({
      ok: false,
      message: 'Choose at least one product to add.',
    });
    expect(
      readSelection(
        form([
          ['line', '101'],
          ['quantity-101', ''],
          ['uom-101', 'C62'],
        ]),
      ),
    ).toMatchObject({ ok: false });
  });

  it('refuses a line number or unit that cannot be one, and more than 100 products', () => {
    expect(readSelection(form([['line', 'abc']]))).toMatchObject({
      ok: false,
      message: expect.stringContaining('Invalid line'),
    });
    expect(
      readSelection(
        form([
          ['line', '101'],
          ['quantity-101', '1'],
          ['uom-101', 'BOX'],
        ]),
      ),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('Invalid uom-101'),
    });
    const many = form(
      Array.from({ length: 101 }, (_, index) => ['line', String(1000 + index)] as [string, string]),
    );
    expect(readSelection(many)).toMatchObject({
      ok: false,
      message: expect.stringContaining('100'),
    });
  });

  it('counts a product ticked twice once', () => {
    const read = readSelection(
      form([
        ['line', '101'],
        ['line', '101'],
        ['quantity-101', '1'],
        ['uom-101', 'C62'],
      ]),
    );
    expect(read).toEqual({
      ok: true,
      lines: [{ lineNumber: '101', quantity: { amount: 1, uom: 'C62' } }],
    });
  });
});
