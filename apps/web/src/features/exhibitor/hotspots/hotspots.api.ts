import { type HotPointsRequest, HotspotPaths } from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/request';

/** Calls of the company's hot-spot scenes (spec 001 §7 "Hot showcase"). */
export const hotspotKeys = {
  all: ['hotspots'] as const,
  list: ['hotspots', 'list'] as const,
  one: (id: string) => ['hotspots', 'one', id] as const,
};

export function useScenes() {
  return useQuery({
    queryKey: hotspotKeys.list,
    queryFn: () => post(HotspotPaths.listByExhibitor, {}),
    staleTime: 0,
  });
}

export function useScene(id: string) {
  return useQuery({
    queryKey: hotspotKeys.one(id),
    queryFn: () => post(HotspotPaths.get, { id }),
    enabled: id !== '',
    staleTime: 0,
  });
}

export function useSaveScene() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; title: string; picture: string }) =>
      input.id
        ? post(HotspotPaths.update, { id: input.id, title: input.title, picture: input.picture })
        : post(HotspotPaths.insert, { title: input.title, picture: input.picture }),
    onSuccess: () => client.invalidateQueries({ queryKey: hotspotKeys.all }),
  });
}

export function useSavePoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HotPointsRequest) => post(HotspotPaths.insertPoints, input),
    onSuccess: () => client.invalidateQueries({ queryKey: hotspotKeys.all }),
  });
}

export function useDeleteScene() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(HotspotPaths.delete, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: hotspotKeys.all }),
  });
}
