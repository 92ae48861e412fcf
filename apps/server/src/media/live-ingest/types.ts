/**
 * A live ingest driver: where encoders (OBS, ffmpeg) publish and where viewers play from. The embedded
 * driver runs node-media-server's RTMP and FLV sessions inside this process; the external one leaves both
 * to nginx-rtmp or SRS, which call the live module's on_publish hooks.
 */
export type LiveIngestCallbacks = {
  /** whether `key` is the secret of the live published as `streamName`; its id when it is */
  authorize(streamName: string, key: string): Promise<string | null>;
  /** the stream arrived (called at once, before any media is recorded) */
  started(liveId: string): Promise<void>;
  /** the stream stopped; `recording` is the storage key of the recording (an indexed FLV), if any */
  ended(liveId: string, recording: string | null): Promise<void>;
};

export type LiveIngest = {
  readonly kind: 'embedded' | 'external';
  /** start listening; a port in use gives a clear error, never an exit */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** streams being published right now (by stream name) */
  isPublishing(streamName: string): boolean;
  /** viewers attached to a stream right now (embedded only; 0 when unknown) */
  viewers(streamName: string): number;
};
