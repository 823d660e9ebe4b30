// The client's page (a document opened from its link, without signing in) is a screen only, reached
// through the router; nothing of it is for other features. Its owner's side of the link (the panel on
// an invoice's or a quote's page) lives in sales-documents.

export {};
