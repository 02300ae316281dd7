/**
 * Delivery areas are UK postcode districts (the outward code: RG1, SW4, SW1A), each served by
 * one branch (decision 0034).
 */

const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})$/;
const DISTRICT = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

/** The district of a full UK postcode ('rg1 4ab' → 'RG1'); null when it is not one. */
export function postcodeDistrict(postcode: string): string | null {
  const match = UK_POSTCODE.exec(postcode.trim().toUpperCase().replace(/\s+/g, ' '));
  return match?.[1] ?? null;
}

/** Whether `text` is a postcode district as delivery areas store it. */
export function isPostcodeDistrict(text: string): boolean {
  return DISTRICT.test(text);
}
