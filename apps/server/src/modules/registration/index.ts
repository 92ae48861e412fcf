export {
  createEmployeeAccount,
  exhibitorCodeOf,
  generateInitialPassword,
  newExhibitorCode,
  type PreparedPassword,
  prepareInitialPassword,
} from './exhibitor-binding.service';
export { registrationModule } from './registration.routes';
