import { describe, expect, it } from 'vitest';
import { isPostcodeDistrict, postcodeDistrict } from './delivery-area.ts';

describe('postcodeDistrict', () => {
  it('takes the outward code of a UK postcode, whatever its case and spacing', () => {
    expect(postcodeDistrict('RG1 4AB')).toBe('RG1');
    expect(postcodeDistrict('rg14ab')).toBe('RG1');
    expect(postcodeDistrict(' sw1a  1aa ')).toBe('SW1A');
    expect(postcodeDistrict('LS17 8AB')).toBe('LS17');
    expect(postcodeDistrict('M20 2AB')).toBe('M20');
  });

  it('gives nothing for what is not a full UK postcode', () => {
    expect(postcodeDistrict('RG1')).toBeNull();
    expect(postcodeDistrict('90210')).toBeNull();
    expect(postcodeDistrict('D02 X285')).toBeNull();
  });

  it('knows a district when it sees one', () => {
    expect(isPostcodeDistrict('SW1A')).toBe(true);
    expect(isPostcodeDistrict('sw1a')).toBe(false);
    expect(isPostcodeDistrict('RG1 4')).toBe(false);
  });
});
