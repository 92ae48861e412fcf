export {
  createEmployeeAccount,
  exhibitorCodeOf,
  generateInitialPassword,
  newExhibitorCode,
  type PreparedPassword,
  prepareInitialPassword,
} from './exhibitor-binding.service';
// E-mail invitations carry a signed token that lets the invited address register without a code.
export { createInvitationToken } from './invitation-token.service';
export { registrationModule } from './registration.routes';
