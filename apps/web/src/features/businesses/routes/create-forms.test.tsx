import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

/** A stand-in API: the session, and empty lists for everything else. */
function server() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body =
        String(input) === '/api/v1/me?include=roles'
          ? meDocument()
          : { data: [], meta: { page: { total: 0 } } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

const button = async (name: string) =>
  (await screen.findByRole('button', { name }, WAIT)) as HTMLButtonElement;

// The create forms' Save stays off until something changed; after that it stays on, even when what
// was typed is invalid, so Save shows the problems.
describe('a blank create form', { timeout: 15_000 }, () => {
  it('Add My Business', async () => {
    server();
    await renderApp('/company/add');
    const save = await button('Save');
    expect(save.disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Business name/), 'x');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(
      await screen.findByText(/ABN is required|ABN/, { selector: '.mantine-InputWrapper-error' }, WAIT),
    ).toBeTruthy();
  });

  it('Add Client', async () => {
    server();
    await renderApp('/client/list');
    const user = userEvent.setup();
    await user.click(await button('Add Client'));
    const panel = await screen.findByRole('dialog', {}, WAIT);
    const save = panel.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(save?.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    expect(save?.disabled).toBe(false);
  });
});
