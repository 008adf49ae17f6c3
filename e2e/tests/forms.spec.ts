import fs from 'node:fs';
import { href } from '@festival/shared/routes/route-table';
import { readSiteDatabase } from '../fixtures/site-database';
import { expect, test } from '../fixtures/test';

/** The smallest valid PNG: signature, IHDR for 1×1, IDAT, IEND. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface StoredValue {
  field_slug: string;
  value: string;
}

test('the contact form with an upload is sent and stored with the file', async ({ page, site }) => {
  const form = await site.form('de');
  await page.goto(href('forms-slug-id', { slug: form.slug, id: String(form.id) }, 'de'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
  const signature = `E2E ${Date.now()}`;

  // the spec's messages before anything is sent
  const submit = main.getByRole('button', { name: form.button_text });
  await submit.click();
  await expect(main.getByText('Dieses Feld ist erforderlich!').first()).toBeVisible();

  for (const field of form.fields.filter((candidate) => candidate.required && candidate.visible)) {
    if (field.field_type === 1) await main.getByRole('textbox', { name: new RegExp(`^${escape(field.label)}`) }).fill(signature);
    if (field.field_type === 2) await main.getByRole('textbox', { name: new RegExp(`^${escape(field.label)}`) }).fill('Eine Nachricht aus dem Test.');
    if (field.field_type === 4) await main.getByRole('checkbox', { name: new RegExp(`^${escape(field.label.slice(0, 20))}`) }).check();
  }
  const email = form.fields.find((field) => field.field_type === 3);
  if (email) {
    await main.getByRole('textbox', { name: new RegExp(`^${escape(email.label)} \\(`) }).fill('falsch@');
    await main.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }).fill('falsch@');
    await submit.click();
    await expect(main.getByText('Ungültige E-Mail-Adresse!')).toBeVisible();
    await main.getByRole('textbox', { name: new RegExp(`^${escape(email.label)} \\(`) }).fill('leserin@example.org');
    await main.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }).fill('leserin@example.org');
  }
  const file = form.fields.find((field) => field.field_type === 9);
  if (!file) throw new Error('the seeded form has a file field');
  await main.getByLabel(file.label).setInputFiles({ name: 'plakat.png', mimeType: 'image/png', buffer: PNG });

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/de/api/temp-files/') && response.request().method() === 'POST');
  const entry = page.waitForResponse((response) => response.url().endsWith('/de/api/forms-entries/'));
  await submit.click();
  expect((await uploaded).status()).toBe(201);
  expect((await entry).status()).toBe(201);
  await expect(main.getByRole('status')).toBeVisible();

  const stored = readSiteDatabase((db) => {
    const values = db.prepare(
      `select v.field_slug, v.value from form_entry_values v
       where v.entry_id = (select entry_id from form_entry_values where value = ? order by entry_id desc limit 1)`,
    ).all(signature) as StoredValue[];
    const fileId = values.find((value) => value.field_slug === file.slug)?.value;
    const tempFile = db.prepare('select original_name, mime_type, storage_path from temp_files where token = ?').get(fileId) as
      | { original_name: string; mime_type: string; storage_path: string }
      | undefined;
    return { values, tempFile };
  });
  expect(stored.values.length).toBe(form.fields.length);
  expect(stored.tempFile).toMatchObject({ original_name: 'plakat.png', mime_type: 'image/png' });
  expect(fs.readFileSync(stored.tempFile!.storage_path)).toEqual(PNG);
});
