export {
  createEmployeeAccount,
  exhibitorCodeOf,
  generateInitialPassword,
  newExhibitorCode,
} from './exhibitor-binding.service';
export { registrationModule } from './registration.routes';
