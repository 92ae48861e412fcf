import {
  type AuditTargetType,
  type ExhibitorPackage,
  OrganizerPaths,
  type OrganizerRole,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, post } from '../../api/request';

/** The organizer console's calls. Every answer depends on the caller's role, which the server checks. */
export const organizerKeys = {
  all: ['organizer'] as const,
  me: ['organizer', 'me'] as const,
  staff: (request: StaffListRequest) => ['organizer', 'staff', request] as const,
  exhibitors: (request: ExhibitorListRequest) => ['organizer', 'exhibitors', request] as const,
  audit: (request: AuditLogRequest) => ['organizer', 'audit', request] as const,
  fair: ['organizer', 'fair'] as const,
  dashboard: ['organizer', 'dashboard'] as const,
};

export type StaffListRequest = { pageNum: number; pageSize: number; role?: OrganizerRole };
export type ExhibitorListRequest = {
  pageNum: number;
  pageSize: number;
  keyword: string;
  package?: ExhibitorPackage;
};
export type AuditLogRequest = {
  pageNum: number;
  pageSize: number;
  keyword: string;
  targetType?: AuditTargetType;
};

export function useOrganizerMe() {
  return useQuery({ queryKey: organizerKeys.me, queryFn: () => post(OrganizerPaths.me, {}) });
}

export function useOrganizerStaff(request: StaffListRequest) {
  return useQuery({
    queryKey: organizerKeys.staff(request),
    queryFn: () => post(OrganizerPaths.staffList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Writes change the lists and the audit log: everything of the console is read again. */
function useConsoleMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.all }),
  });
}

export const useSaveStaff = () =>
  useConsoleMutation((input: ApiBody<typeof OrganizerPaths.staffUpdate>) =>
    post(OrganizerPaths.staffUpdate, input),
  );
export const useRemoveStaff = () =>
  useConsoleMutation((id: string) => post(OrganizerPaths.staffRemove, { id }));

export function useOrganizerExhibitors(request: ExhibitorListRequest) {
  return useQuery({
    queryKey: organizerKeys.exhibitors(request),
    queryFn: () => post(OrganizerPaths.exhibitorList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useCreateExhibitor = () =>
  useConsoleMutation((input: ApiBody<typeof OrganizerPaths.exhibitorCreate>) =>
    post(OrganizerPaths.exhibitorCreate, input),
  );
export const useUpdateExhibitor = () =>
  useConsoleMutation((input: ApiBody<typeof OrganizerPaths.exhibitorUpdate>) =>
    post(OrganizerPaths.exhibitorUpdate, input),
  );

export function useAuditLog(request: AuditLogRequest) {
  return useQuery({
    queryKey: organizerKeys.audit(request),
    queryFn: () => post(OrganizerPaths.auditLog, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrganizerFair() {
  return useQuery({
    queryKey: organizerKeys.fair,
    queryFn: () => post(OrganizerPaths.fairGet, {}),
    staleTime: 0,
  });
}

export function useSaveFair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<typeof OrganizerPaths.fairUpdate>) => post(OrganizerPaths.fairUpdate, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organizerKeys.all });
      // What every screen reads of the fair (open flags, notices, switches) is stale now.
      void client.invalidateQueries();
    },
  });
}

/** The fair at a glance; read again whenever the console changes something (it is under organizerKeys.all). */
export function useOrganizerDashboard() {
  return useQuery({
    queryKey: organizerKeys.dashboard,
    queryFn: () => post(OrganizerPaths.dashboard, {}),
    staleTime: 0,
  });
}
