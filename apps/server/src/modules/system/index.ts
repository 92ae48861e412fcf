export { systemModule } from './system.routes';
