import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';

// Clients: add from the side panel, server-side search, the detail page with its money cards and
// invoices, edit and delete with the confirmation. Every test signs up its own account.

interface NewClient {
  name: string;
  email?: string;
  abn?: string;
  phone?: string;
}

async function addClient(page: Page, client: NewClient): Promise<void> {
  await page.getByRole('button', { name: 'Add Client' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Client' });
  await panel.getByLabel('Client Name').fill(client.name);
  if (client.email) await panel.getByLabel('Email').fill(client.email);
  if (client.abn) await panel.getByLabel('ABN').fill(client.abn);
  if (client.phone) await panel.getByLabel('Phone').fill(client.phone);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Client ${client.name} created`).first()).toBeVisible();
  await expect(panel).toBeHidden();
}

const cards = (page: Page) => page.getByTestId('client-card');

test('adds clients from the panel and finds them by a trimmed, case-insensitive search', async ({ page }) => {
  await signUpAndSignIn(page, 'clients-search');
  await page.goto('/client/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No Clients could be found')).toBeVisible();

  await addClient(page, { name: 'Acme Plumbing Pty Ltd', email: 'accounts@acme.example' });
  await addClient(page, { name: 'Zebra Cafe', email: 'hello@zebra.example' });
  await expect(cards(page)).toHaveCount(2);

  const search = page.getByPlaceholder('Search client...');
  await search.fill('  aCME plumbing  ');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Acme Plumbing Pty Ltd');
  await expect(page.getByText('Zebra Cafe')).toBeHidden();

  await search.fill('ZEBRA.EXAMPLE');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Zebra Cafe');

  await search.fill('nobody by that name');
  await expect(page.getByText('No Clients could be found')).toBeVisible();

  // A long name is cut at 25 characters; the full name is in the title.
  await search.fill('');
  await addClient(page, { name: 'The Extraordinarily Long Named Company' });
  await expect(page.getByTitle('The Extraordinarily Long Named Company')).toHaveText(
    'The Extraordinarily Long …',
  );
});

test('views, edits and deletes a client', async ({ page }) => {
  await signUpAndSignIn(page, 'clients-detail');
  await page.goto('/client/list');
  await addClient(page, {
    name: 'Harbour Dental',
    email: 'admin@harbour.example',
    abn: '51824753556',
    phone: '0299990000',
  });

  await cards(page).filter({ hasText: 'Harbour Dental' }).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/client\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Dental' })).toBeVisible();
  await expect(page.getByText('51 824 753 556')).toBeVisible();
  await expect(page.getByText('admin@harbour.example')).toBeVisible();
  await expect(page.getByText('0299990000')).toBeVisible();
  await expect(page.getByTestId('client-received')).toHaveText('+$0.00');
  await expect(page.getByTestId('client-outstanding')).toHaveText('$0.00');
  await expect(page.getByText('No Invoices could be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Invoice' })).toHaveAttribute('href', '/invoice/create');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(panel.getByLabel('Client Name')).toHaveValue('Harbour Dental');
  await panel.getByLabel('Client Name').fill('Harbour Dental Group');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client Harbour Dental Group updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Dental Group' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete Harbour Dental Group client? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Client Harbour Dental Group deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/list$/);
  await expect(page.getByText('No Clients could be found')).toBeVisible();
});

test('deletes a client from its card after confirmation', async ({ page }) => {
  await signUpAndSignIn(page, 'clients-delete');
  await page.goto('/client/list');
  await addClient(page, { name: 'Gone Tomorrow' });
  await addClient(page, { name: 'Here To Stay' });

  await page.getByRole('button', { name: 'Delete client Gone Tomorrow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete Gone Tomorrow client? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete client Gone Tomorrow' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Client Gone Tomorrow deleted')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Here To Stay');
});

test('says clearly when a client does not exist', async ({ page }) => {
  await signUpAndSignIn(page, 'clients-missing');
  await page.goto('/client/999999');
  await expect(page.getByText('This client could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/client/list');
});
