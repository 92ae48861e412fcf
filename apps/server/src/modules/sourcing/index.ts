export { sourcingModule } from './sourcing.routes';
