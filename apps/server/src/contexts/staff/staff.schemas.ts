import { z } from 'zod';

export { customerSearchSchema } from '@grocer/domain/staff/staff-console';

export const customerParamsSchema = z
  .object({
    customerId: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a customer number')
      .transform(Number),
  })
  .strict();
