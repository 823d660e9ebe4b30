import type { SupportRequestRequest } from '@sorted/core/contract/requests';
import type { SupportContactDocument } from '@sorted/core/contract/support';
import { type SupportRequestInput, supportRequestSchema } from '@sorted/core/schemas/support';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** What the support form holds: text as typed (the schema trims it and makes a blank invoice number null). */
export interface SupportRequestValues {
  subject: string;
  message: string;
  invoice_ref: string;
}

export const supportContactKey = ['support-contact'] as const;

/** The support address the help page shows (SUPPORT_EMAIL on the server). */
export function useSupportContact() {
  return useQuery({
    queryKey: supportContactKey,
    queryFn: async ({ signal }) => {
      const document = await api.get<SupportContactDocument>('/support-contact', { signal });
      return document.data.attributes.email;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sends a support request; the server keeps it and e-mails it to the support team. */
async function submitSupportRequest(input: SupportRequestInput): Promise<void> {
  await api.post('/support-requests', {
    data: { type: 'support-requests', attributes: input },
  } satisfies SupportRequestRequest);
}

/** Sends the help page's request; the form's values are parsed by the shared schema on the way out. */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (values: SupportRequestValues) => submitSupportRequest(supportRequestSchema.parse(values)),
  });
}
