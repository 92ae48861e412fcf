export { vipModule } from './vip.routes';
