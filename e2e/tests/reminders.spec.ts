import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiAction, apiPost } from '../fixtures/api.ts';
import { display, isoDay } from '../fixtures/dates.ts';
import { mailsTo } from '../fixtures/mail.ts';

// Automatic payment reminders (issue 18): turned on in the business's details, sent by the job runner on
// the plan's days, listed on the invoice's overview.

test('a business turns reminders on; a sent invoice due in two days gets its reminder, listed on its overview', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'reminders');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      email: 'hello@tidy-gardens.example',
      payment_details: { payid: 'pay@tidy-gardens.example', name: 'Tidy Gardens Pty Ltd' },
    },
  });

  await page.goto('/company/list');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Business' });
  await drawer.getByRole('switch', { name: 'Automatic payment reminders' }).check();
  // The usual plan is offered ticked: 3 days before, on the due date, 7 and 14 days after.
  const days = drawer.getByRole('group', { name: 'Send a reminder' });
  await expect(days.getByRole('checkbox', { name: '3 days before' })).toBeChecked();
  await expect(days.getByRole('checkbox', { name: '7 days before' })).not.toBeChecked();
  await expect(days.getByRole('checkbox', { name: '30 days after' })).not.toBeChecked();
  await days.getByRole('checkbox', { name: '30 days after' }).check();
  await page.screenshot({ path: test.info().outputPath('business-reminders.png') });
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer).toBeHidden();
  const saved = await page.request.get(`/api/v1/companies/${company.id}`);
  expect((await saved.json()).data.attributes).toMatchObject({
    reminders_enabled: true,
    reminder_steps: [-3, 0, 7, 14, 30],
  });

  const email = `harbour.${Date.now()}@example.com`;
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email },
  });
  const paymentDetails = await page.request.get(`/api/v1/companies/${company.id}/payment-details`);
  // Due in two days: the "3 days before" step's day was yesterday, so it is due whatever the hour (a day's
  // reminders go from 9 am in Sydney; before that the day before's are still the ones due).
  const dueDate = isoDay(2);
  const invoice = await apiPost(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0001',
      invoice_date: isoDay(-11),
      due_date: dueDate,
      payment_method: 'payid',
      payment_detail_id: (await paymentDetails.json()).data[0].id,
      items: [{ name: 'Garden makeover', quantity: 1, price: '1000.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });

  // Only an invoice sent to its client is reminded of.
  expect(await apiAction(page, `/invoices/${invoice.id}/send`)).toBe(202);

  // The runner's next pass sends the "3 days before" step: once, saying the invoice is due.
  const reminders = async () =>
    (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Payment reminder'));
  await expect.poll(async () => (await reminders()).length, { timeout: 30_000 }).toBe(1);
  const [reminder] = await reminders();
  expect(reminder?.subject).toBe('Payment reminder: invoice INV-0001 from Tidy Gardens');
  expect(reminder?.text).toContain(`is due on ${display(dueDate)}`);
  expect(reminder?.attachments).toEqual(['INV-0001.pdf']);

  await page.goto(`/invoice/overview/${invoice.id}`);
  await expect(page.getByText(`Automatic reminder (3 days before) e-mailed to ${email}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('overview.png'), fullPage: true });
  // The sending records its step: what stops any later pass, on any server, from sending it again.
  const sendings = await page.request.get(`/api/v1/invoices/${invoice.id}`);
  expect((await sendings.json()).meta.sendings).toMatchObject([
    { kind: 'reminder', reminder_step: -3 },
    { kind: 'invoice', reminder_step: null },
  ]);
});
