export { exhibitorModule } from './exhibitor.routes';
