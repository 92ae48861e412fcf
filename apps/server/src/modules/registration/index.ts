export { registrationModule } from './registration.routes';
