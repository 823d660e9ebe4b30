// The one sales-document module: what invoices, quotes (and the features that show their items, such
// as recurring schedules) share. A kind declares only what differs: its fields, wording and actions.

export { type ClientOption, ClientPicker } from './components/client-picker.tsx';
export { DeleteDocument } from './components/delete-document.tsx';
export { DocumentClientLink } from './components/document-client-link.tsx';
export { DocumentForm, SaveButton } from './components/document-form.tsx';
export { DocumentItems } from './components/document-items.tsx';
export { DocumentOverview, DocumentOverviewScreen } from './components/document-overview.tsx';
export { DocumentPanel, usePanelForm } from './components/document-panel.tsx';
export { DocumentTotals } from './components/document-totals.tsx';
export {
  FormSection,
  HeaderFields,
  ItemsSection,
  NoteSection,
} from './components/form-sections.tsx';
export {
  type DocumentValues,
  documentErrors,
  documentPayloadOf,
  documentValuesOf,
  emptyDocument,
  emptyItem,
  type FormErrors,
  formSchemaOf,
  formTotals,
  type ItemPayload,
  type ItemValues,
  itemValuesOf,
  newItemKey,
  remainingErrors,
  samePayload,
  trimmedOrNull,
} from './document-form-model.ts';
export { downloadSavedPdf, pdfFailureKey, savePdf } from './document-pdf.ts';
export { useDocumentForm } from './use-document-form.ts';
