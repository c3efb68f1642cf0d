import type { Operator } from '../../commerce/contract/console/operators';
import type { AppEnv } from '../app-env';

/** What the console's routes run with: the shop's bindings and variables, and the signed-in operator (null before sign-in). */
export type OpsEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { operator: Operator | null } };
