import type { MeetingStage } from '@openfair/contract';

/** The tag colour of a sourcing meeting's stage. */
export const STAGE_COLOURS: Record<MeetingStage, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  ended: 'default',
  cancelled: 'red',
};
