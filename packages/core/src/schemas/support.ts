import { z } from 'zod';
import { message } from './fields.ts';

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_INVOICE_REF_MAX = 50;

/** One line: runs of white space (line breaks included) become one space, so it is safe as a mail subject. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A support request from the help page: subject, message and, when it is about one, the invoice's number. */
export const supportRequestSchema = z.object({
  subject: z
    .string(message('support_subject_required'))
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, message('support_subject_required'))
        .max(SUPPORT_SUBJECT_MAX, message('support_subject_too_long')),
    ),
  message: z
    .string(message('support_message_required'))
    .trim()
    .min(1, message('support_message_required'))
    .max(SUPPORT_MESSAGE_MAX, message('support_message_too_long')),
  invoice_ref: z
    .string(message('support_invoice_ref_too_long'))
    .nullish()
    .transform((value) => (value ? oneLine(value) : ''))
    .pipe(z.string().max(SUPPORT_INVOICE_REF_MAX, message('support_invoice_ref_too_long')))
    .transform((value) => (value ? value : null)),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;
