import {
  type ContactListRequest,
  ExhibitorPaths,
  InvitationPaths,
  type InvitationReport,
  type InviteRequestStatus,
  type SendEmailRequest,
  type SentListRequest,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';
import { uploadFile } from '../../api/upload';

/** Calls of invitations and the client pool, their keys and hooks; mutations invalidate by `all`. */
export const invitationKeys = {
  all: ['invitations'] as const,
  code: ['invitations', 'code'] as const,
  counts: ['invitations', 'counts'] as const,
  contacts: (r: ContactListRequest) => ['invitations', 'contacts', r] as const,
  requests: (status: string, pageNum: number) => ['invitations', 'requests', status, pageNum] as const,
  sent: (r: SentListRequest) => ['invitations', 'sent', r] as const,
  employees: ['invitations', 'employees'] as const,
};

export function usePoolCode() {
  return useQuery({ queryKey: invitationKeys.code, queryFn: () => post(InvitationPaths.poolCode, {}) });
}

export function useResetPoolCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post(InvitationPaths.resetPoolCode, {}),
    onSuccess: (data) => client.setQueryData(invitationKeys.code, data),
  });
}

export function useCounts() {
  return useQuery({
    queryKey: invitationKeys.counts,
    queryFn: () => post(InvitationPaths.getNum, {}),
    staleTime: 0,
  });
}

export function useContacts(request: ContactListRequest) {
  return useQuery({
    queryKey: invitationKeys.contacts(request),
    queryFn: () => post(InvitationPaths.contactList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The company's current employees clients can be given to (a bounded first page; administrators only). */
export function useEmployees(enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.employees,
    queryFn: () => post(ExhibitorPaths.employeeList, { status: 'active', pageNum: 1, pageSize: 100 }),
    enabled,
  });
}

function useInvalidating<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export const useDeleteContacts = () =>
  useInvalidating((ids: string[]) => post(InvitationPaths.deleteContact, { ids }));
export const useDistributeContacts = () =>
  useInvalidating((v: { ids: string[]; employeeId: string }) => post(InvitationPaths.distributeContact, v));
export const useJoinByCode = () =>
  useInvalidating((code: string) => post(InvitationPaths.addByInviteCode, { code }));
export const useConfirmRequest = () =>
  useInvalidating((id: string) => post(InvitationPaths.confirmInviteRecord, { id }));
export const useSendEmails = () =>
  useInvalidating((list: SendEmailRequest['list']) => post(InvitationPaths.sendEmail, { list }));

export function useRequests(status: InviteRequestStatus | '', pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: invitationKeys.requests(status, pageNum),
    queryFn: () => post(InvitationPaths.inviteRecordList, { status, pageNum, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSent(request: SentListRequest) {
  return useQuery({
    queryKey: invitationKeys.sent(request),
    queryFn: () => post(InvitationPaths.sentList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const fetchTemplate = (): Promise<Blob> => post(InvitationPaths.template, {}, { stream: true });
export const fetchContactExport = (filter: {
  keyword: string;
  source: ContactListRequest['source'];
}): Promise<Blob> => post(InvitationPaths.exportContact, filter, { stream: true });
export const fetchSentExport = (filter: Pick<SentListRequest, 'keyword' | 'status'>): Promise<Blob> =>
  post(InvitationPaths.exportInviteRecord, filter, { stream: true });

export function uploadInvitations(
  file: File,
  onProgress: (percent: number) => void,
): Promise<InvitationReport> {
  return uploadFile<InvitationReport>(InvitationPaths.importEmail, { checkOnly: 'false' }, file, {
    silent: true,
    onProgress: ({ loaded, total }) => onProgress(Math.floor((loaded / Math.max(total, 1)) * 100)),
  });
}

/** Keys of the company's own systems (administrators): listed without the key, made once, revoked. */
export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: [...invitationKeys.all, 'apiKeys'],
    queryFn: () => post(InvitationPaths.apiKeyList, {}),
    enabled,
    staleTime: 0,
  });
}
export const useCreateApiKey = () =>
  useInvalidating((name: string) => post(InvitationPaths.apiKeyCreate, { name }));
export const useRevokeApiKey = () =>
  useInvalidating((id: string) => post(InvitationPaths.apiKeyRevoke, { id }));
