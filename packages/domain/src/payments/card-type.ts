/**
 * Payment card rules, spec doc 2 §5 ('Payment card number: type detected from the first six
 * digits…') and doc 3 §5 (card validation belongs to the payments document). Decision 0038 records
 * the lengths and codes the spec leaves open (Amex, Mastercard, Maestro lengths; security codes).
 */

export const CARD_TYPES = [
  'VISA',
  'MASTERCARD',
  'MAESTRO',
  'AMEX',
  'BUSINESS_ACCOUNT',
  'PARTNERSHIP',
] as const;

export type CardType = (typeof CARD_TYPES)[number];

/** What shoppers read: 'Visa ending 4242'. */
export const CARD_TYPE_NAMES: Readonly<Record<CardType, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MAESTRO: 'Maestro',
  AMEX: 'American Express',
  BUSINESS_ACCOUNT: 'Business account card',
  PARTNERSHIP: 'Partnership card',
};

interface CardTypeRule {
  /** Accepted numbers of digits. */
  lengths: readonly number[];
  /** Digits of the security code. */
  securityCodeLength: number;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const CARD_TYPE_RULES: Readonly<Record<CardType, CardTypeRule>> = {
  VISA: { lengths: range(11, 19), securityCodeLength: 3 },
  MASTERCARD: { lengths: [16], securityCodeLength: 3 },
  MAESTRO: { lengths: range(12, 19), securityCodeLength: 3 },
  AMEX: { lengths: [15], securityCodeLength: 4 },
  BUSINESS_ACCOUNT: { lengths: [19], securityCodeLength: 3 },
  PARTNERSHIP: { lengths: [16], securityCodeLength: 3 },
};

/** Digits only: spaces and dashes a shopper types are dropped; anything else makes it no number. */
export function normaliseCardNumber(input: string): string | null {
  const stripped = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(stripped) ? stripped : null;
}

/**
 * The card type from the first six digits, or 'UNSUPPORTED'. The more specific prefixes win:
 * 537370 (partnership) lies inside Mastercard's 51–55 and 635628/635629 (business account)
 * inside Maestro's 63.
 */
export function cardTypeOf(digits: string): CardType | 'UNSUPPORTED' {
  const six = digits.slice(0, 6);
  if (!/^\d{6}$/.test(six)) return 'UNSUPPORTED';
  if (six === '537370') return 'PARTNERSHIP';
  if (six === '635628' || six === '635629') return 'BUSINESS_ACCOUNT';
  const two = Number(six.slice(0, 2));
  const four = Number(six.slice(0, 4));
  if (two === 34 || two === 37) return 'AMEX';
  if (six.startsWith('4')) return 'VISA';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (two === 50 || (two >= 56 && two <= 59) || two === 63 || two === 67) return 'MAESTRO';
  return 'UNSUPPORTED';
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNumberVerdict =
  | { valid: true; digits: string; cardType: CardType }
  | {
      valid: false;
      reason: 'not-a-number' | 'unsupported-type' | 'wrong-length' | 'failed-check';
      cardType?: CardType;
    };

/** Whether a typed card number is one we take: digits, a supported type, its length, Luhn. */
export function checkCardNumber(input: string): CardNumberVerdict {
  const digits = normaliseCardNumber(input);
  if (digits === null || digits.length < 6) return { valid: false, reason: 'not-a-number' };
  const cardType = cardTypeOf(digits);
  if (cardType === 'UNSUPPORTED') return { valid: false, reason: 'unsupported-type' };
  if (!CARD_TYPE_RULES[cardType].lengths.includes(digits.length)) {
    return { valid: false, reason: 'wrong-length', cardType };
  }
  if (!passesLuhn(digits)) return { valid: false, reason: 'failed-check', cardType };
  return { valid: true, digits, cardType };
}

/** The security code has exactly the digits the card type asks for. */
export function isValidSecurityCode(cardType: CardType, code: string): boolean {
  return new RegExp(`^\\d{${CARD_TYPE_RULES[cardType].securityCodeLength}}$`).test(code);
}

/** Only the last four digits are ever kept or shown: '************4242'. */
export function maskCardNumber(digits: string): string {
  const last4 = digits.slice(-4);
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${last4}`;
}

/** The last four digits of a masked or whole number. */
export function lastFour(maskedOrDigits: string): string {
  return maskedOrDigits.slice(-4);
}

/** 'Visa ending 4242'. */
export function cardLabel(cardType: CardType, maskedNumber: string): string {
  return `${CARD_TYPE_NAMES[cardType]} ending ${lastFour(maskedNumber)}`;
}

/**
 * Something that looks like a whole card number (a PAN): 12 to 19 digits, optionally spaced or
 * dashed, that passes Luhn. Shop routes refuse such input so a number never reaches them or the
 * logs (PCI SAQ A, decision 0038).
 */
export function looksLikeCardNumber(text: string): boolean {
  const candidates = text.match(/\d(?:[\s-]?\d){11,18}/g) ?? [];
  return candidates.some((candidate) => {
    const digits = candidate.replace(/[\s-]/g, '');
    return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
  });
}
