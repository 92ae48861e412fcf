export { liveIngestHooks } from './ingest-hooks';
export { liveModule } from './live.routes';
export { liveOfOrder } from './live-mag.service';
export { attachLiveRoom } from './live-room';
export { startLiveIngest } from './start-ingest';
