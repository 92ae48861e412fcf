export { mediaModule } from './media.routes';
