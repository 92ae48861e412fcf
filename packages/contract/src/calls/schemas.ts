import { z } from 'zod';
import { CALL_BUSINESS_ID } from '../enums';
import { CALL_MAX_PARTICIPANTS, CALL_SIGNAL_MAX_CHARS, CallTypes } from './constants';

const userId = z.string().min(1).max(64);
const callId = z.string().min(1).max(64);

/** The data of a call message (a custom chat message, spec 001 §3): what happened, in which call. */
export const callNoteDataSchema = z.object({
  businessID: z.literal(CALL_BUSINESS_ID),
  actionType: z.number().int(),
  action: z.enum([
    'dialling',
    'cancel',
    'accepted',
    'reject',
    'timeout',
    'hangup',
    'busy',
    'error',
    'groupInvite',
    'groupEnd',
  ]),
  room_id: z.string(),
  callType: z.enum(CallTypes),
  /** seconds in call, for a hang-up */
  duration: z.number().int().min(0).optional(),
  /** a group invitation's invitees (their chat ids) */
  inviteeList: z.array(z.string()).optional(),
  /** the invitees' names, to show the note without asking anyone */
  inviteeNames: z.array(z.string()).optional(),
});
export type CallNoteData = z.infer<typeof callNoteDataSchema>;

export const callInviteRequestSchema = z.object({
  /** the people to call; one for a one-to-one call, up to three more for a group call */
  userIDs: z
    .array(userId)
    .min(1)
    .max(CALL_MAX_PARTICIPANTS - 1),
  callType: z.enum(CallTypes),
  /**
   * A group conversation's id (without its GROUP prefix) when the call starts from that group: its
   * invitation and notes go there, and only its members may call and be called.
   */
  groupID: z.string().min(1).max(64).optional(),
});
export type CallInviteRequest = z.infer<typeof callInviteRequestSchema>;

/** An ICE server as RTCPeerConnection takes it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type CallIceServer = z.infer<typeof iceServerSchema>;

export const callPersonSchema = z.object({ userID: z.string(), nick: z.string(), avatar: z.string() });
export type CallPerson = z.infer<typeof callPersonSchema>;

/** The answer to an invitation or an acceptance: the call as the server holds it, and how to reach peers. */
export type CallJoined = {
  callId: string;
  callType: (typeof CallTypes)[number];
  sponsor: string;
  isGroup: boolean;
  /** people in the call now (without me) */
  participants: CallPerson[];
  /** people still being rung */
  invitees: CallPerson[];
  iceServers: CallIceServer[];
};

export const callIdRequestSchema = z.object({ callId });

/** A WebRTC offer/answer or an ICE candidate for one other person of the call. */
export const callSignalRequestSchema = z.object({
  callId,
  to: userId,
  description: z
    .object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(CALL_SIGNAL_MAX_CHARS) })
    .optional(),
  candidate: z
    .object({
      candidate: z.string().max(1000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    })
    .optional(),
});
export type CallSignalRequest = z.infer<typeof callSignalRequestSchema>;
export type CallSignalEvent = Omit<CallSignalRequest, 'to'> & { from: string };

export const callMediaRequestSchema = z.object({ callId, mic: z.boolean(), camera: z.boolean() });
export type CallMediaEvent = { callId: string; userID: string; mic: boolean; camera: boolean };

/** Somebody calls me. */
export type CallIncomingEvent = {
  callId: string;
  callType: (typeof CallTypes)[number];
  sponsor: CallPerson;
  isGroup: boolean;
  /** everyone invited (me among them) */
  invitees: CallPerson[];
};

/**
 * What happened in a call I am part of: someone entered or left, rejected or was busy, ringing timed
 * out, the sponsor cancelled, the call ended, or another tab of mine answered it.
 */
export type CallUpdateEvent = {
  callId: string;
  kind: 'entered' | 'left' | 'rejected' | 'busy' | 'timeout' | 'cancelled' | 'ended' | 'answeredElsewhere';
  user: CallPerson | null;
};
