import {
  ExhibitorPaths,
  type IntentOrderScope,
  type IntentOrderStatus,
  OrderPaths,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';

/** Calls of intent orders: the company's lists and actions (staff) and a visitor's own orders. */
export const orderKeys = {
  all: ['intentOrders'] as const,
  list: (request: OrderListRequest) => ['intentOrders', 'list', request] as const,
  mine: (pageNum: number) => ['intentOrders', 'mine', pageNum] as const,
  salespeople: ['intentOrders', 'salespeople'] as const,
};

export type OrderFilter = { scope: IntentOrderScope; status: IntentOrderStatus; keyword: string };
export type OrderListRequest = OrderFilter & { pageNum: number; pageSize: number };

export function useOrders(request: OrderListRequest) {
  return useQuery({
    queryKey: orderKeys.list(request),
    queryFn: () => post(OrderPaths.list, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyOrders(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: orderKeys.mine(pageNum),
    queryFn: () => post(OrderPaths.myList, { pageNum, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The company's current employees an administrator may hand an order to (a bounded first page). */
export function useSalespeople(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.salespeople,
    queryFn: () => post(ExhibitorPaths.employeeList, { status: 'active', pageNum: 1, pageSize: 100 }),
    enabled,
  });
}

export function useAssignOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; employeeId: string }) => post(OrderPaths.assign, input),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useCompleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(OrderPaths.complete, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The list's orders as an Excel workbook (a stream call of the request wrapper). */
export function useExportOrders() {
  return useMutation({
    mutationFn: (filter: OrderFilter): Promise<Blob> => post(OrderPaths.export, filter, { stream: true }),
  });
}
