import { describe, expect, it } from 'vitest';
import { notFutureDateSchema, parseDayMonthYear, purchaseDateSchema } from './date.schema.ts';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('parseDayMonthYear', () => {
  it('reads day-month-year with common separators or none', () => {
    expect(parseDayMonthYear('05/11/1990')).toBe('1990-11-05');
    expect(parseDayMonthYear('5/1/1990')).toBe('1990-01-05');
    expect(parseDayMonthYear('05-11-1990')).toBe('1990-11-05');
    expect(parseDayMonthYear('05 11 1990')).toBe('1990-11-05');
    expect(parseDayMonthYear('05111990')).toBe('1990-11-05');
  });

  it('refuses days that do not exist', () => {
    expect(parseDayMonthYear('31/02/2024')).toBeNull();
    expect(parseDayMonthYear('29/02/2023')).toBeNull();
    expect(parseDayMonthYear('00/01/2024')).toBeNull();
    expect(parseDayMonthYear('12/13/2024')).toBeNull();
    expect(parseDayMonthYear('2024-01-05')).toBeNull();
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
  });
});

describe('not-future date', () => {
  // 23:30 UTC on 30 June is already 1 July in London.
  const now = new Date('2024-06-30T23:30:00Z');
  const schema = notFutureDateSchema(now);

  it('asks for a full date when shorter than 8 characters', () => {
    expect(message(schema.safeParse(''))).toBe('Please insert full date');
    expect(message(schema.safeParse('1/1/90'))).toBe('Please insert full date');
  });

  it('refuses a date after today in London', () => {
    expect(message(schema.safeParse('02/07/2024'))).toBe("The date can't be in the future");
    expect(schema.parse('01/07/2024')).toBe('2024-07-01');
    expect(schema.parse('12/03/1985')).toBe('1985-03-12');
  });

  it('refuses a full-length date that is not a real day', () => {
    expect(message(schema.safeParse('31/02/2020'))).toBe('Please enter a valid date');
    expect(message(schema.safeParse('ab/cd/efgh'))).toBe('Please enter a valid date');
  });
});

describe('purchase date', () => {
  it('must be on or after the visit date', () => {
    const schema = purchaseDateSchema('2024-03-10');
    expect(schema.parse('10/03/2024')).toBe('2024-03-10');
    expect(schema.parse('11/03/2024')).toBe('2024-03-11');
    expect(message(schema.safeParse('09/03/2024'))).toBe(
      "The purchase date can't be before the visit date",
    );
  });
});
