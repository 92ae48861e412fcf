export { liveIngestHooks } from './ingest-hooks';
export { liveModule } from './live.routes';
export { liveOfOrder } from './live-mag.service';
export { attachLiveRoom } from './live-room';
export { liveFlvHttp, startLiveIngest } from './start-ingest';
