import {
  LIVE_VIEWER_ID,
  type LiveListRequest,
  type LiveMagAddRequest,
  type LiveMagUpdateRequest,
  LivePaths,
  OrderPaths,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';

/** Calls of the live area, their keys and hooks. */
export const liveKeys = {
  all: ['live'] as const,
  list: (r: LiveListRequest) => ['live', 'list', r] as const,
  detail: (id: string) => ['live', 'detail', id] as const,
  state: (id: string) => ['live', 'state', id] as const,
  products: (id: string) => ['live', 'products', id] as const,
  types: ['live', 'types'] as const,
  mag: ['live', 'mag'] as const,
  magList: (pageNum: number) => ['live', 'mag', 'list', pageNum] as const,
  obs: (id: string) => ['live', 'mag', 'obs', id] as const,
  funnel: (id: string) => ['live', 'mag', 'funnel', id] as const,
  employees: ['live', 'mag', 'employees'] as const,
  magProducts: (keyword: string) => ['live', 'mag', 'products', keyword] as const,
  config: ['live', 'mag', 'config'] as const,
};

export const useLiveList = (r: LiveListRequest) =>
  useQuery({
    queryKey: liveKeys.list(r),
    queryFn: () => post(LivePaths.queryList, r),
    placeholderData: keepPreviousData,
  });

export const useActivityTypes = () =>
  useQuery({
    queryKey: liveKeys.types,
    queryFn: () => post(LivePaths.activityTypes, {}),
    staleTime: 10 * 60_000,
  });

export const useLiveDetail = (liveId: string) =>
  useQuery({
    queryKey: liveKeys.detail(liveId),
    queryFn: () => post(LivePaths.queryDetail, { liveId }),
    staleTime: 0,
  });

/** The live's state, viewers and thumbs, polled while the page is open (every 5 s on air). */
export const useLiveState = (liveId: string, enabled: boolean, intervalMs: number) =>
  useQuery({
    queryKey: liveKeys.state(liveId),
    queryFn: () => post(LivePaths.getLiveState, { liveId }),
    enabled,
    refetchInterval: intervalMs,
  });

export const useLiveProducts = (liveId: string, enabled: boolean) =>
  useQuery({
    queryKey: liveKeys.products(liveId),
    queryFn: () => post(LivePaths.productList, { liveId }),
    enabled,
  });

export function useLiveMutations(liveId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: liveKeys.detail(liveId) });
  return {
    thumbUp: useMutation({ mutationFn: () => post(LivePaths.thumbUp, { liveId }), onSuccess: refresh }),
    want: useMutation({ mutationFn: () => post(LivePaths.wantLive, { liveId }), onSuccess: refresh }),
    password: useMutation({
      mutationFn: (password: string) => post(LivePaths.validLivePassword, { liveId, password }),
      onSuccess: refresh,
    }),
    productEvent: useMutation({
      mutationFn: (v: { productId: string; event: 'cardView' | 'inquiry' }) =>
        post(LivePaths.productEvent, { liveId, ...v }),
    }),
    order: useMutation({
      mutationFn: (v: { productId: string; quantity: number; remark: string }) =>
        post(OrderPaths.add, { ...v, liveId }),
    }),
  };
}

export const sendWatchLog = (liveId: string, state: number, watchType: number, viewerId?: string) =>
  post(LivePaths.watchLog, { liveId, state, watchType, viewerId }).catch(() => undefined);

const VIEWER_ID_KEY = 'openfair.liveViewer';

/**
 * This browser's random viewer id: a guest counts once among a public live's viewers, however often the
 * page is opened. Without storage (private mode) a new id per page load; the server caps those per address.
 */
export function guestViewerId(): string {
  try {
    const kept = localStorage.getItem(VIEWER_ID_KEY);
    if (kept && LIVE_VIEWER_ID.test(kept)) return kept;
  } catch {
    // storage refused: fall through to a fresh id
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(VIEWER_ID_KEY, id);
  } catch {
    // not kept: counted again next time, within the server's cap
  }
  return id;
}

// ---- management ----

export const useMagList = (pageNum: number) =>
  useQuery({
    queryKey: liveKeys.magList(pageNum),
    queryFn: () => post(LivePaths.magQueryList, { pageNum, pageSize: 10 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMagEmployees = () =>
  useQuery({ queryKey: liveKeys.employees, queryFn: () => post(LivePaths.magQueryEmployees, {}) });

export const useMagProducts = (keyword: string) =>
  useQuery({
    queryKey: liveKeys.magProducts(keyword),
    queryFn: () => post(LivePaths.magQueryProduct, { keyword, pageNum: 1, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });

export const useExhibitorConfig = () =>
  useQuery({ queryKey: liveKeys.config, queryFn: () => post(LivePaths.magQueryExhibitorConfig, {}) });

/** The OBS screen's details, polled every 3 s so "test your setup" shows when the stream arrives. */
export const useObsDetail = (id: string) =>
  useQuery({
    queryKey: liveKeys.obs(id),
    queryFn: () => post(LivePaths.magQueryObsDetail, { id }),
    refetchInterval: 3000,
    staleTime: 0,
  });

export const useFunnel = (id: string) =>
  useQuery({
    queryKey: liveKeys.funnel(id),
    queryFn: () => post(LivePaths.magFunnel, { id }),
    refetchInterval: 10_000,
    staleTime: 0,
  });

export function useMagMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: liveKeys.all });
  return {
    add: useMutation({ mutationFn: (v: LiveMagAddRequest) => post(LivePaths.magAdd, v), onSuccess: refresh }),
    update: useMutation({
      mutationFn: (v: LiveMagUpdateRequest) => post(LivePaths.magUpdate, v),
      onSuccess: refresh,
    }),
    resetKey: useMutation({
      mutationFn: (id: string) => post(LivePaths.magResetKey, { id }),
      onSuccess: (data) => client.setQueryData(liveKeys.obs(data.id), data),
    }),
    pin: useMutation({
      mutationFn: (v: { id: string; productId: string | null }) => post(LivePaths.magPin, v),
      onSuccess: refresh,
    }),
  };
}
