/** Every localStorage key the web app uses, in one place. */
export const STORAGE_KEYS = {
  authHint: 'auth_hint',
  roles: 'roles',
  locale: 'locale',
  skin: 'skin',
  sidebarCollapsed: 'sidebar_collapsed',
  amountHidden: 'amount_hidden',
  freeInvoice: 'free_invoice_draft',
  /** Whose API answers the service worker keeps for offline use (app/offline-data.ts). */
  offlineDataOwner: 'offline_data_owner',
} as const;

/** localStorage that never throws (storage can be blocked or full). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembering a preference is not worth failing for.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/** Every sessionStorage key (this tab only: a Google sign-in's round trip, a lost session's owner). */
export const SESSION_KEYS = {
  oauthState: 'oauth_state',
  oauthRemember: 'oauth_remember',
  oauthRedirect: 'oauth_redirect',
  /** Whose session ended here without a sign-out (a 401): their last page is not the next person's. */
  sessionLostBy: 'session_lost_by',
} as const;

/** sessionStorage that never throws. */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Without it the callback only skips its own state check; the server still checks the state.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
