import { type EmployeeStatus, type EmployeeUpdate, ExhibitorPaths } from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/request';

/** Calls of the company's employees and its invitation code (administrators only). */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (request: EmployeeListRequest) => ['employees', 'list', request] as const,
  one: (id: string) => ['employees', 'one', id] as const,
  inviteCode: ['employees', 'inviteCode'] as const,
};

export type EmployeeListRequest = {
  keyword: string;
  status: EmployeeStatus;
  pageNum: number;
  pageSize: number;
};

export function useEmployees(request: EmployeeListRequest) {
  return useQuery({
    queryKey: employeeKeys.list(request),
    queryFn: () => post(ExhibitorPaths.employeeList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useEmployee(id: string) {
  return useQuery({
    queryKey: employeeKeys.one(id),
    queryFn: () => post(ExhibitorPaths.employeeGet, { id }),
    staleTime: 0,
  });
}

export function useInviteCode() {
  return useQuery({
    queryKey: employeeKeys.inviteCode,
    queryFn: () => post(ExhibitorPaths.getInviteCode, {}),
  });
}

export function useSaveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployeeUpdate) => post(ExhibitorPaths.employeeUpdate, input),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export function useResignEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(ExhibitorPaths.employeeResigned, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
