import type { Locator, Page } from '@playwright/test';

/** The projects section of a professional's edit page (/home-service/edit?id=). */
export class ProjectsEditor {
  readonly section: Locator;
  readonly addButton: Locator;
  readonly projects: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('main').getByRole('region', { name: 'Projects' });
    this.addButton = this.section.getByRole('button', { name: 'Add a project' });
    this.projects = this.section.getByTestId('service-project');
  }

  form(name: string): Locator {
    return this.section.getByRole('form', { name });
  }

  project(title: string): Locator {
    return this.projects.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** Fills a project form and saves it; `photos` are new files to add. */
  async save(form: Locator, values: { title?: string; description?: string; photos?: { name: string; mimeType: string; buffer: Buffer }[] }) {
    if (values.title !== undefined) await form.getByLabel('Project title').fill(values.title);
    if (values.description !== undefined) await form.getByLabel('Description').fill(values.description);
    if (values.photos) await form.getByLabel('Photos', { exact: true }).setInputFiles(values.photos);
    await form.getByRole('button', { name: 'Save project' }).click();
  }
}
