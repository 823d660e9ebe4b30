import { ANYONE, type Row } from './rows.ts';

/** The web app's files: who may do what. */
export const webAppRows: Record<string, Row> = {
  // The web app's files (the test serves a fixed stand-in build), public like any website.
  'GET /index.html': { expect: ANYONE(200) },
  'GET /favicon.svg': { expect: ANYONE(200) },
  'GET /assets/index-AbC123.js': { expect: ANYONE(200) },
  'GET /assets/index-AbC123.js.br': { expect: ANYONE(200) },
  'GET /assets/index-AbC123.js.gz': { expect: ANYONE(200) },
  'GET /index.html.gz': { expect: ANYONE(200) },
};
