import { z } from 'zod';

export const areaSchema = z.object({ id: z.string(), name: z.string() });
export type Area = z.output<typeof areaSchema>;
export const provinceQuerySchema = z.object({ countryId: z.string().min(2).max(8).default('CN') });
export const cityQuerySchema = z.object({ provinceId: z.string().min(1).max(16) });
