import type { SupportRequestInput } from '@sorted/core/schemas/support';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Document, Resource } from '../../lib/json-api.ts';

export const supportContactKey = ['support-contact'] as const;

/** The support address the help page shows (SUPPORT_EMAIL on the server). */
export function useSupportContact() {
  return useQuery({
    queryKey: supportContactKey,
    queryFn: async ({ signal }) => {
      const document = await api.get<Document<Resource<{ email: string }>>>('/support-contact', { signal });
      return document.data.attributes.email;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sends a support request; the server keeps it and e-mails it to the support team. */
export async function submitSupportRequest(input: SupportRequestInput): Promise<void> {
  await api.post('/support-requests', { data: { type: 'support-requests', attributes: input } });
}
