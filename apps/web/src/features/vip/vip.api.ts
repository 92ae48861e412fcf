import { type VipApplicationRequest, VipPaths } from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';

const vipKey = ['vip', 'application'] as const;

/** The visitor's own VIP application and where its review stands. */
export function useVipApplication() {
  return useQuery({ queryKey: vipKey, queryFn: () => post(VipPaths.get, {}), staleTime: 0 });
}

export function useSubmitVip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VipApplicationRequest) => post(VipPaths.insert, input),
    onSuccess: (answer) => client.setQueryData(vipKey, answer),
  });
}
