export { ordersModule } from './orders.routes';
