import { INVALID_ORDER_NUMBER, ORDER_NUMBER_REQUIRED } from './messages.ts';
import { requiredText } from './required-text.ts';

export const ORDER_NUMBER_MAX_DIGITS = 20;

/** Digits only, up to 20. */
export const orderNumberSchema = requiredText(ORDER_NUMBER_REQUIRED).regex(
  /^\d{1,20}$/,
  INVALID_ORDER_NUMBER,
);
