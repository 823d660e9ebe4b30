/** Where "today", overdue and financial years are decided unless the server is told otherwise. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';
