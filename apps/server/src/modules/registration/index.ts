export { generateInitialPassword, newExhibitorCode } from './exhibitor-binding.service';
export { registrationModule } from './registration.routes';
