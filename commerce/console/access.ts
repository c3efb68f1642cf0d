/* The console door's access section: what those routes read and the services they save through (docs/decisions/052). */
export { addOperator } from './add-operator';
export {
  disableOperator,
  enableOperator,
  liftOperatorPause,
  resetOperatorPassword,
  setOperatorRole,
  turnOffOperatorTwoStep,
} from './change-operator';
export { checkPassword, type PasswordRefusal } from '../check-credentials';
export { addressKey } from '../client-address';
export { findOperatorByEmail, listAudit, listOperators, operatorBySession, readTwoStep } from '../db/operators';
export { operatorKey } from './operator-key';
export { signOperatorIn, signOperatorOut } from './sign-operator-in';
export { startTwoStep } from './start-two-step';
export { totpUri } from '../totp';
export { turnTwoStep } from './turn-two-step';
export { claimCode, codeRefusal } from './two-step-code';
