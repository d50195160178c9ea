import { expect, test, type Page } from '@playwright/test';
import { demoPro } from './support/accounts';
import { tinyPng } from './support/png';
import { toast } from './support/toast';
import { LoginPage } from './pages/LoginPage';
import { ProjectsEditor } from './pages/ProjectsEditor';
import { ServiceProfilePage } from './pages/ServiceProfilePage';
import { ServicesPage } from './pages/ServicesPage';

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng() });

async function signInAt(page: Page, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(demoPro.email, demoPro.password);
  await page.waitForURL((url) => url.pathname === next);
}

test('a professional adds a project with photos, changes it and deletes it; the public PROJECTS tab follows', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/dashboard/myhomeservices');
  const services = page.getByRole('main').getByRole('region', { name: 'My home services' });
  const links = services.getByRole('group', { name: /^Links for / }).first();
  const profileHref = (await links.getByRole('link', { name: 'VIEW PROFILE' }).getAttribute('href'))!;
  await links.getByRole('link', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/home-service\/edit\?id=\d+/);

  const editor = new ProjectsEditor(page);
  const title = `Solar for a duplex ${Date.now()}`;
  await editor.addButton.click();
  const addForm = editor.form('Add a project');
  // Nothing typed is lost when a field is refused.
  await editor.save(addForm, { title, description: '' });
  await expect(addForm.getByText('This is required.')).toBeVisible();
  await expect(addForm.getByLabel('Project title')).toHaveValue(title);
  await editor.save(addForm, { description: 'Ten panels and a 5 kVA inverter in Gwarinpa.', photos: [photo('roof.png'), photo('inverter.png')] });
  await expect(toast(page, 'Project added.')).toBeVisible();
  await expect(editor.project(title).getByRole('img')).toHaveCount(2);

  const profile = new ServiceProfilePage(page);
  await page.goto(profileHref);
  await profile.tab('PROJECTS').click();
  const shown = profile.main.getByTestId('service-project').filter({ hasText: title });
  await expect(shown).toContainText('Ten panels and a 5 kVA inverter in Gwarinpa.');
  await expect(shown.getByRole('list', { name: `Photos of ${title}` }).getByRole('img')).toHaveCount(2);
  await expect(shown.getByRole('img', { name: `${title}, photo 1 of 2` })).toBeVisible();

  // Change it: a new title and one photo fewer.
  await page.goBack();
  await editor.project(title).getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = editor.form(`Edit ${title}`);
  await editForm.getByLabel('Remove photo 1').check();
  const renamed = `${title} (phase 2)`;
  await editor.save(editForm, { title: renamed });
  await expect(toast(page, 'Project updated.')).toBeVisible();
  await expect(editor.project(renamed).getByRole('img')).toHaveCount(1);

  await page.goto(profileHref);
  await profile.tab('PROJECTS').click();
  await expect(profile.main.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(profile.main.getByRole('list', { name: `Photos of ${renamed}` }).getByRole('img')).toHaveCount(1);

  await page.goBack();
  await editor.project(renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
  await editor.section.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toast(page, 'Project deleted.')).toBeVisible();
  await expect(editor.project(renamed)).toHaveCount(0);
});

test('a professional without projects: the PROJECTS tab says there are none yet', async ({ page }) => {
  const services = new ServicesPage(page);
  await services.goto('?category=legal-practitioners');
  await services.cards.first().getByRole('link', { name: /^VIEW PROFILE: / }).click();
  const profile = new ServiceProfilePage(page);
  await profile.tab('PROJECTS').click();
  const panel = profile.main.getByRole('tabpanel', { name: 'PROJECTS' });
  await expect(panel.getByText('No projects yet.')).toBeVisible();
  await expect(panel.getByTestId('service-project')).toHaveCount(0);
});
