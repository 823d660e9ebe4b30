import type {
  BankRuleAttributes,
  BankRuleResource,
  bankRuleDocument,
  bankRuleListDocument,
} from '@sorted/core/contract/bank';
import type { BankRuleOrderRequest, BankRuleRequest } from '@sorted/core/contract/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { bankKey } from './bank-accounts.ts';
import { type RuleFormValues, rulePayloadOf } from './bank-rule-form-model.ts';

// The owner's bank rules: listed in the order they apply, written, edited, deleted and put in order.
// A rule changes what the reconcile screen suggests, so the bank's queries follow every change.

/** A rule as screens use it: its attributes, its id and its business (null: every business). */
export type BankRule = BankRuleAttributes & { id: string; companyId: string | null };

type BankRuleDocument = z.infer<typeof bankRuleDocument>;
type BankRuleListDocument = z.infer<typeof bankRuleListDocument>;

/** What a rule's form sends: its attributes and its business. */
export interface BankRulePayload {
  attributes: BankRuleRequest['data']['attributes'];
  companyId: string | null;
}

const rulesKey = [...bankKey, 'rules'] as const;

/** The API's largest page; an owner's rules number in the tens. */
const ALL = 100;

const ruleFrom = (resource: BankRuleResource): BankRule => ({
  id: resource.id,
  ...resource.attributes,
  companyId: resource.relationships.company.data?.id ?? null,
});

const body = (payload: BankRulePayload, id?: string): BankRuleRequest => ({
  data: {
    type: 'bank-rules',
    ...(id ? { id } : {}),
    attributes: payload.attributes,
    relationships: {
      company: { data: payload.companyId ? { type: 'companies', id: payload.companyId } : null },
    },
  },
});

async function fetchRules(signal: AbortSignal): Promise<BankRule[]> {
  const document = await api.get<BankRuleListDocument>(`/bank-rules?page[size]=${ALL}`, { signal });
  return document.data.map(ruleFrom).sort((a, b) => a.position - b.position);
}

export function useBankRules() {
  return useQuery({ queryKey: rulesKey, queryFn: ({ signal }) => fetchRules(signal) });
}

/** Adds a rule (it applies last) or saves an edited one. */
export function useSaveBankRule(rule?: BankRule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RuleFormValues) => {
      const payload = rulePayloadOf(values);
      const document = rule
        ? await api.patch<BankRuleDocument>(
            `/bank-rules/${encodeURIComponent(rule.id)}`,
            body(payload, rule.id),
          )
        : await api.post<BankRuleDocument>('/bank-rules', body(payload));
      return ruleFrom(document.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKey }),
  });
}

export function useDeleteBankRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: BankRule) => api.delete(`/bank-rules/${encodeURIComponent(rule.id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKey }),
  });
}

/** Puts every rule in this order; the list shows it at once and as the API then says. */
export function useOrderBankRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: BankRule[]) => {
      const request: BankRuleOrderRequest = {
        data: { type: 'bank-rule-orders', attributes: { ids: ordered.map((rule) => rule.id) } },
      };
      const document = await api.put<BankRuleListDocument>('/bank-rules/order', request);
      return document.data.map(ruleFrom).sort((a, b) => a.position - b.position);
    },
    onMutate: (ordered) => {
      queryClient.setQueryData<BankRule[]>(rulesKey, ordered);
    },
    onSuccess: (rules) => queryClient.setQueryData(rulesKey, rules),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKey }),
  });
}

/** The rules with one moved a place up (-1) or down (+1). */
export function moved(rules: readonly BankRule[], index: number, by: -1 | 1): BankRule[] {
  const target = index + by;
  if (target < 0 || target >= rules.length) return [...rules];
  const next = [...rules];
  const [rule] = next.splice(index, 1);
  if (rule) next.splice(target, 0, rule);
  return next;
}
