export type { DbOrTx, Tx } from '../../db/client';
export { isUniqueViolation } from '../../db/errors';
