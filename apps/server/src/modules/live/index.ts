export { liveModule } from './live.routes';
export { liveOfOrder } from './live-mag.service';
export { startLiveIngest } from './start-ingest';
