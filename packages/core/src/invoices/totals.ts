// The totals engine is the sales documents' (sales-documents/totals.ts); the web's invoice form still
// imports it from here until the web's document form moves to the shared model.
export * from '../sales-documents/totals.ts';
