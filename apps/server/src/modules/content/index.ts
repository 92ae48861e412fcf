export { contentModule } from './content.routes';
